import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit opaque token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomDigits = (n: number) =>
  Array.from({ length: n }, () => randomInt(0, 10).toString()).join('');
