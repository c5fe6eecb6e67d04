// Bundles the server for `npm start` (Node 20 cannot run .ts). Packages from node_modules stay
// external; the workspace's own packages (contracts) are bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const web = JSON.parse(readFileSync(new URL('../web/dist/static/version.json', import.meta.url), 'utf8'));

await build({
  // The sheet reader's worker (src/lib/sheet-rows.ts) is a file of its own beside the bundle.
  entryPoints: {
    server: 'src/server.ts',
    ops: 'src/ops.ts',
    simulate: 'src/simulate.ts',
    'sheet-rows.worker': 'src/lib/sheet-rows.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(web.appVersion) },
  plugins: [
    {
      name: 'externalize-deps',
      setup(b) {
        b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
          if (args.path.startsWith('@oms/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
