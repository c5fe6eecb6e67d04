import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config';

// Secrets at rest (store credentials): AES-256-GCM with a random 96-bit nonce per value. The stored
// form is `v1.<nonce>.<tag>.<ciphertext>` (base64url). The caller names what a value belongs to
// (`context`, e.g. the company), which is authenticated too: a value copied into another company's
// row does not open there.

const VERSION = 'v1';

export type SecretBox = {
  seal: (plain: string, context: string) => string;
  /** The plain text, or null when the value was not sealed with this key and context. */
  open: (sealed: string, context: string) => string | null;
};

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
};

/** SECRETS_KEY, or the key file in DATA_DIR (created once, readable by its owner only). */
export const secretsKeyOf = (config: Config): Buffer => {
  if (config.SECRETS_KEY) return Buffer.from(config.SECRETS_KEY, 'base64');
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // `wx`: two processes starting at once cannot both write one.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
};
