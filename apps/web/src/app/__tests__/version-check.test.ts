import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n';
import { checkVersion, isNewerVersion, resetVersionCheck, runningVersion } from '../version-check';

describe('isNewerVersion', () => {
  it('compares digit strings as numbers of any length', () => {
    expect(isNewerVersion('20261121213001', '20261121213000')).toBe(true);
    expect(isNewerVersion('20261121213000', '20261121213000')).toBe(false);
    expect(isNewerVersion('20261121212959', '20261121213000')).toBe(false);
    expect(isNewerVersion('100000000000000', '99999999999999')).toBe(true);
    expect(isNewerVersion('9', '10')).toBe(false);
    expect(isNewerVersion('0020', '19')).toBe(true);
    expect(isNewerVersion(20261121213001, '20261121213000')).toBe(true);
  });

  it('never reports anything that is not a version as newer', () => {
    expect(isNewerVersion(undefined, '20261121213000')).toBe(false);
    expect(isNewerVersion('abc', '20261121213000')).toBe(false);
    expect(isNewerVersion('20261121213001', '')).toBe(false);
  });
});

describe('checkVersion', () => {
  const modal = { info: vi.fn() };
  const serve = (body: unknown, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status })),
    );

  beforeEach(() => {
    vi.stubGlobal('__APP_VERSION__', '20261121213000');
    modal.info.mockClear();
    resetVersionCheck();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the running version from the build', () => {
    expect(runningVersion()).toBe('20261121213000');
  });

  it('asks /static/version.json with a timestamp and prompts once, without a way to dismiss', async () => {
    serve({ appVersion: '20261122080000' });
    expect(await checkVersion(modal)).toBe(true);
    expect(await checkVersion(modal)).toBe(false);
    expect(modal.info).toHaveBeenCalledTimes(1);
    const url = String(vi.mocked(fetch).mock.calls[0]?.[0]);
    expect(url).toMatch(/^\/static\/version\.json\?t=\d{13}$/);
    expect(modal.info.mock.calls[0]?.[0]).toMatchObject({
      content: '检测到应用升级，是否立即刷新？',
      closable: false,
      keyboard: false,
      mask: { closable: false },
    });
  });

  it('stays quiet for the same version, HTTP errors and network failures', async () => {
    serve({ appVersion: '20261121213000' });
    expect(await checkVersion(modal)).toBe(false);
    serve({ appVersion: '20991231000000' }, 500);
    expect(await checkVersion(modal)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await checkVersion(modal)).toBe(false);
    expect(modal.info).not.toHaveBeenCalled();
  });
});
