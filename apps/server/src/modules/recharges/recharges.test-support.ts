// Helpers for the recharge API tests (not a test file itself).
import type { App } from '../../app';
import { multipart, pngBytes } from '../../lib/file-fixtures.test-support';
import { bodyOf, call } from '../../../test/fixtures';
import type { ReceivingAccount } from '@oms/contracts';

/** Uploads a remittance slip (a PNG by default) as an attachment; answers the file id. */
export const uploadSlip = async (
  app: App,
  token: string,
  file: { name: string; content: Buffer } = { name: 'slip.png', content: pngBytes() },
) => {
  const body = multipart(file);
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload?purpose=attachment&module=recharges',
    headers: { ...body.headers, token, language: 'en' },
    payload: body.payload,
  });
  const parsed = bodyOf<{ id: string }>(res);
  if (parsed.code !== 0) throw new Error(`upload failed: ${parsed.message}`);
  return parsed.data.id;
};

/** A payer account of the company (enabled unless told). */
export const payerOf = async (app: App, token: string, status: 'ENABLED' | 'DISABLED' = 'ENABLED') => {
  const res = await call(app, token, 'third-pay/create', {
    platform: 'PINGPONG',
    accountName: 'Acme Trading',
    accountNumber: `62220${Date.now()}${Math.floor(Math.random() * 1000)}`,
    status,
  });
  const parsed = bodyOf<{ id: string }>(res);
  if (parsed.code !== 0) throw new Error(`payer refused: ${parsed.message}`);
  return parsed.data.id;
};

let serials = 0;
/** A complete offline recharge request for `currency`. */
export const offlineBody = async (app: App, token: string, extra: Record<string, unknown> = {}) => {
  const currency = (extra.currency as string | undefined) ?? 'CNY';
  const accounts = bodyOf<ReceivingAccount[]>(await call(app, token, 'recharges/receivingAccounts')).data;
  return {
    currency,
    amount: '1000.50',
    receivingAccountId: accounts.find((a) => a.currency === currency)!.id,
    payerAccountId: await payerOf(app, token),
    serial: `TX-${Date.now()}-${++serials}`,
    attachmentFileId: await uploadSlip(app, token),
    ...extra,
  };
};
