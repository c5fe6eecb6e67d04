import { codeMailedTo } from './mailbox';
import { portal } from './portal';

// A company of its own for a browser test: registered through the real flow (the code arrives by
// e-mail), so what the test counts (to-dos, badges) starts from nothing.

export const COMPANY_PASSWORD = 'Verify#2026x';

/** POST /api/<path> with an optional session token; answers the envelope's data or throws its message. */
export const api = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(`${portal().baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const parsed = (await res.json()) as { code: number; message: string; data: T };
  if (parsed.code !== 0) throw new Error(`${path}: ${parsed.message}`);
  return parsed.data;
};

/** Uploads a PNG as the company of `token` (purpose image, for `module`); answers the file id. */
export const uploadPng = async (token: string, module: string, png: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
  const res = await fetch(`${portal().baseURL}/api/files/upload?purpose=image&module=${module}`, {
    method: 'POST',
    headers: { token, language: 'en' },
    body: form,
  });
  const parsed = (await res.json()) as { code: number; message: string; data: { id: string } };
  if (parsed.code !== 0) throw new Error(`upload: ${parsed.message}`);
  return parsed.data.id;
};

/** Registers a new company by e-mail code, as /register does; answers its account name. */
export const register = async (companyName: string) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `verify.${suffix}@example.com`;
  await api('user/sendRegVerifyCode', { regType: 'email', email });
  const verifyCode = await codeMailedTo(portal().mailDir, email);
  const accountName = `cert.${suffix}`;
  await api('user/reg', {
    regType: 'email',
    email,
    verifyCode,
    accountName,
    password: COMPANY_PASSWORD,
    confirmPassword: COMPANY_PASSWORD,
    companyName,
    agreeTerms: true,
  });
  return accountName;
};
