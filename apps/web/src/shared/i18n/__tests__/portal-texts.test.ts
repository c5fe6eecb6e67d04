import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '../index';

// The portal's texts as a page opened by the first URL sees them: its route asks for them as the
// router starts, which in the bundle is before the app shell has said how they load.

let fresh: typeof I18n;

beforeEach(async () => {
  vi.resetModules();
  fresh = await import('../index');
});

describe('portal texts', () => {
  it('a page that asks before the loader is set waits for the texts', async () => {
    const loaded: string[] = [];
    const ready = fresh.portalTextsReady();
    fresh.setPortalTextsLoader(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      loaded.push('portal');
    });
    await ready;
    expect(loaded).toEqual(['portal']);
  });

  it('loads them once for every page, and again after a failed try', async () => {
    let calls = 0;
    fresh.setPortalTextsLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    await expect(fresh.portalTextsReady()).rejects.toThrow('offline');
    await Promise.all([fresh.portalTextsReady(), fresh.portalTextsReady()]);
    await fresh.portalTextsReady();
    expect(calls).toBe(2);
  });
});
