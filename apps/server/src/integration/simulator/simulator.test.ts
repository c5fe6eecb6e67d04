import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_BASE, type Certification, type PendingCertification } from '@oms/contracts';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { bodyOf, call, company } from '../../../test/fixtures';
import {
  fullProfile,
  passedCompany,
  upload,
  warehouseOf,
} from '../../modules/certification/certification.test-support';
import { keyForTenant } from '../../modules/integration/integration.test-support';
import { httpClient, injectClient, requestLogController, type IntegrationClient } from './client';
import { simulatorSteps } from '../../registry';
import { apiKeys } from '../../schema';
import type { SimulatorStep, StepContext } from './registry';
import { createSimulator } from './simulator';
import { reviewAnswer } from './steps/reviews';

const lines: string[] = [];
const log = {
  info: (_o: Record<string, unknown>, msg: string) => void lines.push(msg),
  warn: (o: Record<string, unknown>, msg: string) => void lines.push(`${msg} ${JSON.stringify(o)}`),
};

describe('the warehouse simulator', () => {
  const t = useTestApp();

  /** A company that submitted its certification under this Chinese company name. */
  const submit = async (companyNameCn: string) => {
    const c = await company(t.app);
    const license = await upload(t.app, c.token);
    const res = await call(
      t.app,
      c.token,
      'certification/submit',
      fullProfile(license.id, { companyNameCn }),
    );
    return { ...c, certificationId: bodyOf<{ id: string }>(res).data.id };
  };
  const certificationOf = async (token: string) =>
    bodyOf<Certification>(await call(t.app, token, 'certification/get')).data;

  it('rejects companies named "reject" or "驳回", with a reason, and approves the others', () => {
    expect(reviewAnswer('深圳测试贸易有限公司').action).toBe('approve');
    expect(reviewAnswer('Please REJECT me Ltd').action).toBe('reject');
    const rejected = reviewAnswer('驳回测试有限公司');
    expect(rejected.action).toBe('reject');
    expect(rejected.body).toEqual({ reason: expect.stringContaining('business licence') });
  });

  it('answers after the delay, not before, through the integration API', async () => {
    const ok = await submit('深圳顺利贸易有限公司');
    const no = await submit('驳回测试有限公司');
    const k = await keyForTenant(t.app, ok.tenantId, 'simulator');
    const pending = bodyOf<PendingCertification[]>(
      await t.app.inject({
        method: 'GET',
        url: '/open-api/warehouse/certifications/pending',
        headers: { 'x-api-key': k.key },
      }),
    ).data;
    const latest = Math.max(...pending.map((p) => Date.parse(p.submittedAt)));
    let clock = latest + 1_000;
    const simulator = createSimulator({
      clients: [injectClient(t.app, k.key)],
      delayMs: 60_000,
      log,
      now: () => clock,
      steps: simulatorSteps().filter(([name]) => name === 'certifications'),
    });
    expect(await simulator.tick()).toBe(0);
    expect((await certificationOf(ok.token)).status).toBe('UNDER_REVIEW');

    clock = latest + 60_000;
    expect(await simulator.tick()).toBeGreaterThanOrEqual(2);
    expect((await certificationOf(ok.token)).status).toBe('PASSED');
    const rejected = await certificationOf(no.token);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.rejectReason).toContain('business licence');
    // Nothing left to do: a further round moves nothing and fails nothing.
    lines.length = 0;
    expect(await simulator.tick()).toBe(0);
    expect(lines.filter((l) => l.includes('failed') || l.includes('refused'))).toEqual([]);
  });

  it('signs pending applications for the warehouse of its key', async () => {
    const c = await passedCompany(t.app);
    const k = await keyForTenant(t.app, c.tenantId, 'simulator');
    await call(t.app, c.token, 'signing/apply', { warehouseId: String(k.warehouseId) });
    const simulator = createSimulator({
      clients: [injectClient(t.app, k.key)],
      delayMs: 0,
      log,
      steps: simulatorSteps(),
    });
    expect(await simulator.tick()).toBeGreaterThanOrEqual(1);
    const detail = bodyOf<{ status: string }>(
      await call(t.app, c.token, 'signing/detail', { id: String(k.warehouseId) }),
    ).data;
    expect(detail.status).toBe('SIGNED');
  });

  it('takes its steps from the module manifests, runs each once per key, and keeps going when one fails', async () => {
    const c = await company(t.app);
    const a = await keyForTenant(t.app, c.tenantId, 'a');
    const b = await keyForTenant(t.app, c.tenantId, 'b');
    const seen: string[] = [];
    const testStep: SimulatorStep = async (ctx: StepContext) => {
      seen.push(ctx.warehouseCode);
      if (ctx.warehouseCode === a.warehouseCode) throw new Error('boom');
      return 1;
    };
    // The modules' steps, in module order, come from their manifests.
    expect(simulatorSteps().map(([name]) => name)).toEqual([
      'certifications',
      'signings',
      'products',
      'recharges',
      'fees',
      'claims',
      'inboundOrders',
      'reservations',
      'outboundOrders',
      'tracking',
      'relabelOrders',
      'returnOrders',
      'vasOrders',
    ]);
    const simulator = createSimulator({
      clients: [injectClient(t.app, a.key), injectClient(t.app, b.key)],
      delayMs: 0,
      log,
      steps: [['test-step', testStep]],
    });
    expect(await simulator.tick()).toBe(1);
    expect(seen).toEqual([a.warehouseCode, b.warehouseCode]);
    expect(lines.some((l) => l.includes('simulator step failed') && l.includes('boom'))).toBe(true);
  });

  it('talks HTTP in standalone mode, and says so when the key is refused', async () => {
    const c = await submit('深圳网络贸易有限公司');
    const k = await keyForTenant(t.app, c.tenantId, 'http');
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const simulator = createSimulator({
      clients: [httpClient(url, k.key)],
      delayMs: 0,
      log,
      steps: simulatorSteps().filter(([name]) => name === 'certifications'),
    });
    expect(await simulator.tick()).toBeGreaterThanOrEqual(1);
    expect((await certificationOf(c.token)).status).toBe('PASSED');
    lines.length = 0;
    const refused = createSimulator({
      clients: [httpClient(url, 'omsw_nope')],
      delayMs: 0,
      log,
      steps: simulatorSteps(),
    });
    expect(await refused.tick()).toBe(0);
    expect(lines[0]).toContain('whoami answered 401');
  });
});

describe('how often the simulator looks, and what it logs', () => {
  afterEach(() => void vi.useRealTimers());

  /** A client whose key plays LAX and that is never asked anything else. */
  const lax: IntegrationClient = {
    get: async <T>() => ({
      status: 200,
      code: 0,
      message: '',
      data: { warehouse: { code: 'LAX' } } as T,
      replayed: false,
    }),
    post: () => Promise.reject(new Error('not expected')),
  };

  it('sleeps until what it saw falls due, looks soon after a wake, and otherwise only at the idle pause', async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const seenAt: number[] = [];
    let dueInMs: number | null = null;
    const recorded: string[] = [];
    const simulator = createSimulator({
      clients: [lax],
      delayMs: 0,
      pollMs: 5000,
      idlePollMs: 30_000,
      log: {
        info: (_o, msg) => void recorded.push(msg),
        warn: (_o, msg) => void recorded.push(msg),
      },
      steps: [
        [
          'watch',
          async (ctx) => {
            seenAt.push(Date.now() - started);
            if (dueInMs !== null) ctx.dueAt(Date.now() + dueInMs);
            dueInMs = null;
            return 0;
          },
        ],
      ],
    });
    simulator.start();
    await vi.advanceTimersByTimeAsync(95_000);
    // Nothing is due and nothing wakes it: the first look, then one per idle pause (no polling).
    expect(seenAt).toEqual([5000, 35_000, 65_000, 95_000]);
    expect(simulator.nextPollMs()).toBe(30_000);
    // A notice of new work: it looks within a fraction of a second, not at the next idle pause.
    await vi.advanceTimersByTimeAsync(5000);
    dueInMs = 12_000;
    simulator.wake();
    await vi.advanceTimersByTimeAsync(1000);
    expect(seenAt.slice(4)).toEqual([100_200]);
    // That look saw a document due in 12 s: the next look is then, and after it the idle pause again.
    await vi.advanceTimersByTimeAsync(45_000);
    expect(seenAt.slice(5)).toEqual([112_250, 142_250]);
    await simulator.stop();
    // Quiet looks logged nothing.
    expect(recorded).toEqual([]);
  });

  it('logs what it decides, and nothing for a round that finds nothing waiting', async () => {
    const t = await createTestApp();
    const c = await company(t.app);
    const k = await keyForTenant(t.app, c.tenantId, 'quiet');
    const recorded: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
    const simulator = createSimulator({
      clients: [injectClient(t.app, k.key)],
      delayMs: 0,
      pollMs: 5000,
      log: {
        info: (obj, msg) => void recorded.push({ level: 'info', msg, obj }),
        warn: (obj, msg) => void recorded.push({ level: 'warn', msg, obj }),
      },
      steps: simulatorSteps(),
    });
    expect(await simulator.tick()).toBe(0);
    expect(recorded).toEqual([]);
    expect(simulator.nextPollMs()).toBe(30_000);

    const license = await upload(t.app, c.token);
    await call(t.app, c.token, 'certification/submit', fullProfile(license.id));
    expect(await simulator.tick()).toBe(1);
    expect(recorded).toEqual([
      {
        level: 'info',
        msg: 'simulator answered',
        obj: expect.objectContaining({ kind: 'certifications', action: 'approve', status: 'PASSED' }),
      },
    ]);
    expect(simulator.nextPollMs()).toBe(5000);
  });

  it("leaves the in-process simulator's calls out of the server's request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: requestLogController() });
    app.get(`${INTEGRATION_BASE}/whoami`, async () => ({ code: 0, message: '', data: {} }));
    expect((await injectClient(app, 'omsw_key').get('/whoami')).status).toBe(200);
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: `${INTEGRATION_BASE}/whoami` });
    expect(lines.filter((l) => l.includes('incoming request'))).toHaveLength(1);
    // The header alone, without this process's value, quiets nothing.
    await app.inject({ method: 'GET', url: `${INTEGRATION_BASE}/whoami`, headers: { 'x-oms-quiet': 'x' } });
    expect(lines.filter((l) => l.includes('incoming request'))).toHaveLength(2);
    await app.close();
  });
});

describe('the simulator inside the server', () => {
  it('is on in demo mode unless SIMULATOR says otherwise, and validates its delay', () => {
    expect(loadConfig({}).SIMULATOR_DELAY_MS).toBe(5000);
    expect(loadConfig({ SIMULATOR: 'off' }).SIMULATOR).toBe(false);
    expect(() => loadConfig({ SIMULATOR_DELAY_MS: '-5' })).toThrow(/SIMULATOR_DELAY_MS/);
    expect(() => loadConfig({ SIMULATOR: 'sometimes' })).toThrow(/SIMULATOR/);
  });

  it('makes its own keys and passes a submitted certification within the delay', async () => {
    const t = await createTestApp({
      SIMULATOR: true,
      SIMULATOR_DELAY_MS: 300,
      SIMULATOR_POLL_MS: 200,
      SIMULATOR_IDLE_POLL_MS: 400,
    });
    const c = await company(t.app);
    // A warehouse that appears while the server runs gets a key on the next round.
    await warehouseOf(t.app, c.tenantId);
    const license = await upload(t.app, c.token);
    await call(t.app, c.token, 'certification/submit', fullProfile(license.id));
    await expect
      .poll(async () => (await statusIn(t, c.token)).status, { timeout: 10_000, interval: 200 })
      .toBe('PASSED');
    const record = await t.app.deps.db.select().from(apiKeys);
    expect(record.filter((r) => r.name === 'simulator (built-in)' && !r.revokedAt).length).toBeGreaterThan(0);
  });
});

const statusIn = async (t: TestApp, token: string) =>
  bodyOf<Certification>(await call(t.app, token, 'certification/get')).data;
