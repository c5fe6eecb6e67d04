/// <reference types="vite/client" />
import type { RuntimeConfig } from '@oms/contracts';

declare global {
  const __APP_VERSION__: string;
  interface Window {
    __OMS_CONFIG__?: RuntimeConfig;
  }
}
