// Helpers for the claims API tests (not a test file itself).
import type { App } from '../../app';
import { multipart, pngBytes, xlsBytes } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, type Company } from '../../../test/fixtures';
import type { Claim, CurrencyAccount } from '@oms/contracts';

const CONTENT = {
  png: { name: 'damage.png', content: () => pngBytes() },
  pdf: { name: 'receipt.pdf', content: () => Buffer.from('%PDF-1.7\n%%EOF') },
  xls: { name: 'list.xls', content: () => xlsBytes() },
} as const;

/** Uploads an attachment (purpose `attachment`, module `claims`); answers the file id. */
export const uploadAttachment = async (app: App, token: string, kind: keyof typeof CONTENT = 'png') => {
  const body = multipart({ name: CONTENT[kind].name, content: CONTENT[kind].content() });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload?purpose=attachment&module=claims',
    headers: { ...body.headers, token, language: 'en' },
    payload: body.payload,
  });
  const parsed = bodyOf<{ id: string }>(res);
  if (parsed.code !== 0) throw new Error(`upload failed: ${parsed.message}`);
  return parsed.data.id;
};

/** A claim body that passes every rule. */
export const newClaim = (extra: Record<string, unknown> = {}) => ({
  relatedType: 'OUTBOUND',
  relatedNo: 'OB2411010001',
  claimType: 'DAMAGED',
  reason: 'Two pieces arrived broken',
  expectedAmount: '25.50',
  currency: 'USD',
  ...extra,
});

/** Files a claim and answers it (throws when refused). */
export const fileClaim = async (app: App, c: Pick<Company, 'token'>, extra: Record<string, unknown> = {}) => {
  const res = await call(app, c.token, 'claims/create', newClaim(extra));
  if (res.statusCode !== 200) throw new Error(`claim refused: ${res.body}`);
  return bodyOf<Claim>(res).data;
};

/** The company's account in `currency`. */
export const accountOf = async (app: App, token: string, currency: 'CNY' | 'USD') => {
  const res = await call(app, token, 'finance/accounts');
  return bodyOf<CurrencyAccount[]>(res).data.find((a) => a.currency === currency)!;
};
