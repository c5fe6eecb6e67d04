/**
 * @vitest-environment jsdom
 */
// A DOM for the page's origin (window.location).
import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '../redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirect('/order/stock?status=1#top')).toBe('/order/stock?status=1#top');
    expect(safeRedirect('/dashboard/home')).toBe('/dashboard/home');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'dashboard/home',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n',
    ]) {
      expect(safeRedirect(raw), String(raw)).toBe('/');
    }
  });

  it('never sends back to the auth pages', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/register')).toBe('/');
  });
});

describe('loginPath', () => {
  it('carries the encoded path to come back to', () => {
    expect(loginPath('/order/stock?status=1')).toBe('/login?redirect=%2Forder%2Fstock%3Fstatus%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
