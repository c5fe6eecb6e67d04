import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The running version is baked into the bundle; /static/version.json carries the deployed one, and
// the web compares the two after each route change (specification §7).
const appVersion = process.env.APP_VERSION ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

const versionFile = (): Plugin => ({
  name: 'oms-version-file',
  apply: 'build',
  closeBundle() {
    const dir = resolve(__dirname, 'dist/static');
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, 'version.json'), JSON.stringify({ appVersion }));
  },
});

const backend = process.env.OMS_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  root: __dirname,
  plugins: [react(), versionFile()],
  // `@/shared/…`, `@/features/…`, `@/app/…`: imports across areas (tsconfig paths say the same).
  resolve: { alias: { '@': resolve(__dirname, 'src') } },
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
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
