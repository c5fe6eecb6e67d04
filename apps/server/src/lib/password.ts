import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (hashed: string, password: string) => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification and answers false. Sign-in runs it for unknown accounts,
 * so that the response time does not tell which account names exist.
 */
export const verifyNothing = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('dummy-password-for-timing@1');
  await verifyPassword(await dummyHash, password);
  return false;
};

/** True for the passwords attackers try first (bundled list, case-insensitive). */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());
