import { afterEach } from 'vitest';
import { MemoryStorage } from './memory-storage';

// The stores read local storage when their module loads (i18n imports one), and Node 20 has no Web
// Storage: rules that merely import i18n would otherwise need a whole DOM.
if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
}

// Every namespace, as the app starts (after local storage exists: the language is read from it).
await import('@/app/i18n');

afterEach(() => globalThis.localStorage.clear());
