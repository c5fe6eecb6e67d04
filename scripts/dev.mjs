// Development: the server from source with reload (tsx watch) and Vite's dev server with hot reload,
// proxying /api and /ws to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  RESPONSE_CHECK: process.env.RESPONSE_CHECK ?? 'on',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
