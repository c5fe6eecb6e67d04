import { describe, expect, it, vi } from 'vitest';
import { loadConfig, loadConfigOrReport } from './config';

describe('configuration', () => {
  it('has working defaults: embedded database in ./data on port 3000 with the captcha on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOGIN_CAPTCHA: true, embedded: true });
    expect(config.DEMO).toBeUndefined();
  });

  it('switches to the PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oms', DEMO: 'off' });
    expect(config.embedded).toBe(false);
    expect(config.DEMO).toBe(false);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOGIN_CAPTCHA: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/[\s\S]*LOGIN_CAPTCHA/,
    );
  });

  it('for the entry points: answers nothing and writes why to stderr instead of throwing', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(loadConfigOrReport({ PORT: 'eighty' })).toBeUndefined();
      expect(String(write.mock.calls[0]?.[0])).toMatch(/^Invalid configuration:\n {2}PORT: /);
      expect(loadConfigOrReport({})).toMatchObject({ PORT: 3000 });
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      write.mockRestore();
    }
  });
});
