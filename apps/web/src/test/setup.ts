import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@/app/i18n';
import { startFresh } from './fresh-start';
import { installLeanStyles } from './lean-styles';

// jsdom lacks matchMedia and ResizeObserver, which antd uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
installLeanStyles(window);

// Queries wait well past the 1 s default, which only matters when something is wrong or the machine
// is overloaded: with other suites running beside (load 10 on two cores) a worker's first page,
// which also loads its modules, has taken 25 s.
configure({ asyncUtilTimeout: 30_000 });

// Runs before each test file is loaded (setup files run per file, also without isolation).
await startFresh();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
