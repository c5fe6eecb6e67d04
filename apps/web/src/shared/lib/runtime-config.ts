import type { RuntimeConfig } from '@oms/contracts';

const defaults: RuntimeConfig = {
  apiBase: '/api',
  wsBase: '',
  loginCaptcha: true,
  demo: false,
  demoAccounts: [],
  appVersion: '',
};

/** Served by the server as /runtime-config.js next to index.html, never baked in at build time. */
export const runtimeConfig = (): RuntimeConfig => ({ ...defaults, ...(window.__OMS_CONFIG__ ?? {}) });

/** WebSocket base: the configured host, or this page's host with ws(s). */
export const wsBase = () => {
  const configured = runtimeConfig().wsBase;
  if (configured) return configured.replace(/\/$/, '');
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
};
