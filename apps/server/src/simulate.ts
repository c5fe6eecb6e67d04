import { parseArgs } from 'node:util';
import pino from 'pino';
import { httpClient } from './integration/simulator/client';
import {
  createSimulator,
  SIMULATOR_IDLE_POLL_MS,
  SIMULATOR_POLL_MS,
} from './integration/simulator/simulator';
import { simulatorSteps } from './registry';

const USAGE = `Usage: npm run simulate -- --url http://localhost:3000 --key omsw_… [--key omsw_…] [--delay 5000]
       [--poll 5000] [--idle-poll 30000] [--once]

Plays the warehouse against a running portal through the integration API: answers pending
certifications and signing applications after the delay (most approved; companies named with
"reject" or "驳回" rejected with a reason). One --key per warehouse to play
(make them with: npm run ops -- api-key create --warehouse LAX). It looks every --poll ms while
something waits, and less often (up to --idle-poll ms) while nothing does; it logs only its
decisions. --once runs a single round.`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.SIMULATOR_URL ?? 'http://localhost:3000' },
      key: { type: 'string', multiple: true },
      delay: { type: 'string', default: process.env.SIMULATOR_DELAY_MS ?? '5000' },
      poll: { type: 'string', default: process.env.SIMULATOR_POLL_MS ?? String(SIMULATOR_POLL_MS) },
      'idle-poll': {
        type: 'string',
        default: process.env.SIMULATOR_IDLE_POLL_MS ?? String(SIMULATOR_IDLE_POLL_MS),
      },
      once: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const keys = values.key ?? (process.env.SIMULATOR_KEY ? [process.env.SIMULATOR_KEY] : []);
  const delayMs = Number(values.delay);
  const pollMs = Number(values.poll);
  const idlePollMs = Number(values['idle-poll']);
  const valid = [delayMs, pollMs, idlePollMs].every((n) => Number.isInteger(n) && n >= 0);
  if (values.help || keys.length === 0 || !valid) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const simulator = createSimulator({
    clients: keys.map((k) => httpClient(values.url, k)),
    delayMs,
    pollMs,
    idlePollMs,
    log,
    steps: simulatorSteps(),
  });
  if (values.once) {
    log.info({ moved: await simulator.tick() }, 'simulator round done');
    return 0;
  }
  log.info(
    { url: values.url, keys: keys.length, delayMs, pollMs, idlePollMs },
    'simulator running (Ctrl+C stops it)',
  );
  simulator.start();
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await simulator.stop();
  return 0;
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    process.exit(2);
  },
);
