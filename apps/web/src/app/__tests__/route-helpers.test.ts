import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../pages/chunk-error';
import { redirectTarget } from '../pages/redirect-page';
import { routeCode } from '../route-code';

describe('isChunkLoadError', () => {
  it('recognises script chunk load failures of every browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    const chunk = new Error('Loading chunk 42 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('redirectTarget', () => {
  it('is the path after /redirect, keeping the search', () => {
    expect(redirectTarget('order/stock', '?status=1')).toBe('/order/stock?status=1');
    expect(redirectTarget(undefined, '')).toBe('/');
  });

  it('never names another host', () => {
    expect(redirectTarget('/evil.example/x', '')).toBe('/evil.example/x');
    expect(redirectTarget('\\\\evil.example', '')).toBe('/evil.example');
  });
});

describe('routeCode', () => {
  it('reads a string handle.code only', () => {
    expect(routeCode({ code: 'OMS_HOME', affix: true })).toBe('OMS_HOME');
    expect(routeCode({ code: 1 })).toBeUndefined();
    expect(routeCode(undefined)).toBeUndefined();
  });
});
