import { loadConfigOrReport } from './config';
import { openDatabase } from './db/client';
import { runOps } from './ops/ops';

// `npm run ops -- …`: the operator command on the server's own database (see ops/ops.ts).
const main = async () => {
  const config = loadConfigOrReport();
  if (!config) return 2;
  return runOps(
    process.argv.slice(2),
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    },
    () =>
      openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
      }),
  );
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
