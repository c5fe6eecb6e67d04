import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createSecretBox, secretsKeyOf } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed only with the same context and key', () => {
    const sealed = box.seal('shpat_secret', 'company:1');
    expect(sealed).not.toContain('secret');
    expect(box.open(sealed, 'company:1')).toBe('shpat_secret');
    expect(box.open(sealed, 'company:2')).toBeNull();
    expect(createSecretBox(randomBytes(32)).open(sealed, 'company:1')).toBeNull();
    // A changed byte is refused, not decrypted into garbage.
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered!').toString('base64url');
    expect(box.open(parts.join('.'), 'company:1')).toBeNull();
    // Two seals of one value differ (random nonce).
    expect(box.seal('x', 'c')).not.toBe(box.seal('x', 'c'));
  });

  it('creates a key file once in DATA_DIR, readable by its owner only, when SECRETS_KEY is unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oms-key-'));
    const config = { ...testConfig({ DATA_DIR: dir }), SECRETS_KEY: undefined };
    const first = secretsKeyOf(config);
    expect(first.length).toBe(32);
    expect(secretsKeyOf(config).equals(first)).toBe(true);
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(join(dir, 'secrets.key'), 'utf8'), 'base64').equals(first)).toBe(true);
  });
});
