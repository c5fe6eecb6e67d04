import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

// The running version is baked into the bundle; /static/version.json carries the deployed one, and
// the web compares the two after each route change (specification §7).
const appVersion = process.env.APP_VERSION ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

// Written into the build's own output directory: a build elsewhere (`--outDir`) must not tell the
// portal served from dist/ that a new version is out.
const versionFile = (): Plugin => {
  let outDir = resolve(__dirname, 'dist');
  return {
    name: 'oms-version-file',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = resolve(outDir, 'static');
      mkdirSync(dir, { recursive: true });
      writeFileSync(resolve(dir, 'version.json'), JSON.stringify({ appVersion }));
    },
  };
};

// `BUNDLE_REPORT=1 npm run build -w @oms/web`: a treemap of what each chunk holds, with gzip sizes
// (bench/reports/bundle.html), to find what a route pulls in. Off by default: it slows the build.
const bundleReport = (): Plugin[] =>
  process.env.BUNDLE_REPORT
    ? [
        visualizer({
          filename: resolve(__dirname, '../../bench/reports/bundle.html'),
          template: 'treemap',
          gzipSize: true,
          title: 'OMS web bundle',
        }) as Plugin,
      ]
    : [];

const backend = process.env.OMS_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  root: __dirname,
  plugins: [react(), versionFile(), ...bundleReport()],
  // `@/shared/…`, `@/features/…`, `@/app/…`: imports across areas (tsconfig paths say the same).
  resolve: { alias: { '@': resolve(__dirname, 'src') } },
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // The manifest (dist/.vite/manifest.json) tells scripts/check-bundle.mjs which chunks each route
  // loads, for the per-route size budgets `npm run size` checks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Everything the entry loads statically is one chunk ("boot"), where rolldown split it into ~20
    // small ones because lazy pages share them: a first visit asks for 2 files before its code runs
    // instead of 22 (bench/reports/lighthouse.md). Grouping the rest of antd as well (one "ui" chunk)
    // halved the files before home's first render but made its evaluation one long task (home's
    // blocking time 127 → 276 ms), so the portal's pages keep their own chunks.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/runtime-config.js': backend,
      '/static/version.json': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
