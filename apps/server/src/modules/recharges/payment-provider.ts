import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  fromMinor,
  payPathOf,
  type Currency,
  type PaymentCallback,
  type PaymentProvider,
  type SandboxOutcome,
} from '@oms/contracts';

// Online payments go through one interface, whatever the provider: create a payment (what the payer
// is shown: the link a QR code carries), verify a signed notification the provider posts back, and
// ask the provider how a payment stands (when a notification went missing). The SANDBOX provider is
// built in, so demos and tests pay without any outside service; a real one (Alipay, WeChat Pay,
// Stripe…) implements the same three calls.

export type PaymentOrder = { token: string; number: string; currency: Currency; amountMinor: number };
/** A notification that passed the provider's checks: which payment, and how it ended. */
export type VerifiedNotice = {
  token: string;
  outcome: SandboxOutcome;
  amount: string;
  currency: string;
  providerRef: string;
};
export type ProviderStatus = 'PENDING' | 'SUCCESS' | 'FAIL';

export interface PaymentProviderApi {
  readonly name: PaymentProvider;
  /** The payer's side of a new payment: what the QR code encodes. */
  createPayment(order: PaymentOrder, baseUrl: string): { qrText: string };
  /** The notice when the signature is the provider's (and fresh), otherwise null. */
  verifyCallback(body: PaymentCallback): VerifiedNotice | null;
  queryStatus(token: string): Promise<ProviderStatus>;
}

/** Notifications older than this are refused (a captured one cannot be replayed days later). */
const MAX_AGE_MS = 24 * 3_600_000;

const canonical = (b: Omit<PaymentCallback, 'signature'>) =>
  [b.provider, b.token, b.outcome, b.amount, b.currency, b.providerRef, String(b.timestamp)].join('\n');

/**
 * The sandbox provider: HMAC-SHA256 signatures with a key only the server holds; it remembers what
 * the payer chose so `queryStatus` answers like a provider's status API would.
 */
export const createSandboxProvider = (key: Buffer, now: () => number = Date.now) => {
  const outcomes = new Map<string, SandboxOutcome>();
  const sign = (b: Omit<PaymentCallback, 'signature'>) =>
    createHmac('sha256', key).update(canonical(b)).digest('hex');

  const provider: PaymentProviderApi & {
    /** The notification the sandbox posts after the payer pressed confirm or fail. */
    notify(order: PaymentOrder, outcome: SandboxOutcome): PaymentCallback;
    sign: typeof sign;
  } = {
    name: 'SANDBOX',
    createPayment: (order, baseUrl) => ({
      qrText: `${baseUrl.replace(/\/+$/, '')}${payPathOf(order.token)}`,
    }),
    verifyCallback(body) {
      if (body.provider !== 'SANDBOX' || !/^[0-9a-f]{64}$/.test(body.signature)) return null;
      if (Math.abs(now() - body.timestamp) > MAX_AGE_MS) return null;
      const expected = Buffer.from(sign(body), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(body.signature, 'hex'))) return null;
      const { token, outcome, amount, currency, providerRef } = body;
      return { token, outcome, amount, currency, providerRef };
    },
    queryStatus: async (token) => outcomes.get(token) ?? 'PENDING',
    notify(order, outcome) {
      outcomes.set(order.token, outcome);
      const body = {
        provider: 'SANDBOX' as const,
        token: order.token,
        outcome,
        amount: fromMinor(order.amountMinor),
        currency: order.currency,
        providerRef: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        timestamp: now(),
      };
      return { ...body, signature: sign(body) };
    },
    sign,
  };
  return provider;
};
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** The sandbox's signing key, derived from the server's secrets key (never the key itself). */
export const sandboxKeyOf = (secretsKey: Buffer) =>
  createHmac('sha256', secretsKey).update('oms:payments:sandbox:v1').digest();
