// `npm start` builds what is missing or older than its sources, so a fresh clone starts with
// `npm ci && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
};
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];
const outputs = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];
const built = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
const changed = Math.max(...sources.map(newest));
if (built === 0 || changed > built) {
  console.log('Building the portal (web and server)…');
  execSync('npm run build', { stdio: 'inherit' });
}
