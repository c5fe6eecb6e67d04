import { timingSafeEqual } from 'node:crypto';
import {
  formatMessage,
  LIMITS,
  RESULT_CODE,
  type Language,
  type MessageKey,
  type SendRegVerifyCodeRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { randomDigits, sha256 } from '../../lib/crypto';
import type { OutgoingMessage } from '../../lib/sender';
import type { AccountsService } from '../accounts/accounts.service';
import type { OutboxService } from './outbox.service';
import { verificationRepository as repo } from './verification.repository';

export type VerifyChannel = 'phone' | 'email';
export type VerifyPurpose = 'register' | 'bind' | 'reset';

export type VerificationDeps = Pick<Deps, 'db' | 'log'> & {
  outbox: OutboxService;
  accounts: AccountsService;
};

/** A code to send: to whom, for what, how the message is worded, and when to refuse the target. */
export type IssueRequest = {
  purpose: VerifyPurpose;
  channel: VerifyChannel;
  target: string;
  meta: { ip: string; language: Language };
  text: { subject: MessageKey; body: MessageKey; params?: Record<string, string | number> };
  refusal: (tx: DbOrTx) => Promise<MessageKey | undefined>;
};

const HOUR_MS = 3_600_000;
const SWEEP_EVERY_MS = 10 * 60_000;
const KEEP_MS = 24 * HOUR_MS;

const codeHash = (purpose: VerifyPurpose, target: string, code: string) =>
  sha256(`${purpose}:${target}:${code}`);
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const tooSoon = (seconds: number) =>
  new AppError(
    RESULT_CODE.tooManyRequests,
    'auth.sendCodeTooSoon',
    { seconds },
    { data: { retryAfterSeconds: seconds } },
  );

/** Where a registration request sends its code. E-mail is compared in lower case. */
export const targetOf = (input: { regType: VerifyChannel; phone?: string; email?: string }) =>
  input.regType === 'phone' ? (input.phone ?? '').trim() : (input.email ?? '').trim().toLowerCase();

/** One-time codes sent by SMS or e-mail: rate limits, hashed storage, attempt counting. */
export const createVerificationService = ({ db, outbox, accounts }: VerificationDeps) => {
  let lastSweep = 0;
  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await repo.deleteBefore(db, new Date(now.getTime() - KEEP_MS));
  };

  /**
   * Sends a new code within the limits. `refusal` may refuse the target (e.g. already registered);
   * it runs after the per-address limit and a refused request still counts towards it, so the
   * answer cannot be used to probe many targets quickly. `text` words the message around the code.
   */
  const issue = async ({ purpose, channel, target, meta, text, refusal }: IssueRequest) => {
    const code = randomDigits(LIMITS.verifyCodeDigits);
    const params = { ...text.params, code, minutes: Math.round(LIMITS.verifyCodeTtlSeconds / 60) };
    const message: OutgoingMessage = {
      channel,
      target,
      subject: formatMessage(text.subject, meta.language, params),
      body: formatMessage(text.body, meta.language, params),
    };
    type Issued = { refused: MessageKey } | { codeId: number; outboxId: number };
    const issued = await db.transaction(async (tx): Promise<Issued> => {
      // Always the address first, then the target: two locks in one order cannot deadlock.
      await repo.lock(tx, 'address', meta.ip);
      await repo.lock(tx, 'target', `${purpose}:${target}`);
      const now = new Date();
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      if ((await repo.countForIp(tx, meta.ip, hourAgo)) >= LIMITS.verifyCodePerAddressPerHour) {
        throw errors.tooMany('auth.sendCodeLimit');
      }
      const refused = await refusal(tx);
      if (!refused) {
        // The target's own limits keep its inbox from being flooded; a refused target gets nothing.
        const latest = await repo.latest(tx, purpose, channel, target);
        const waitMs = latest
          ? latest.createdAt.getTime() + LIMITS.verifyCodeResendSeconds * 1000 - now.getTime()
          : 0;
        if (waitMs > 0) throw tooSoon(Math.ceil(waitMs / 1000));
        if ((await repo.countForTarget(tx, purpose, target, hourAgo)) >= LIMITS.verifyCodePerTargetPerHour) {
          throw errors.tooMany('auth.sendCodeLimit');
        }
      }
      const codeId = await repo.insert(tx, {
        purpose,
        channel,
        target,
        // A refused request stores no usable code: an empty hash never matches and it is used already.
        codeHash: refused ? '' : codeHash(purpose, target, code),
        ip: meta.ip,
        expiresAt: new Date(now.getTime() + LIMITS.verifyCodeTtlSeconds * 1000),
        usedAt: refused ? now : null,
        createdAt: now,
      });
      if (refused) return { refused };
      return { codeId, outboxId: await outbox.record(tx, message) };
    });
    if ('refused' in issued) throw errors.conflict(issued.refused);
    const { codeId, outboxId } = issued;
    try {
      await outbox.deliver(outboxId, message);
    } catch {
      // Nobody received this code: retire it. It still counts towards the limits.
      await repo.markUsed(db, codeId, new Date());
      throw new AppError(RESULT_CODE.internal, 'auth.sendCodeFailed');
    }
  };

  return {
    /** Sends a registration code to a phone or e-mail that is not registered yet. */
    async sendRegisterCode(
      input: SendRegVerifyCodeRequest,
      meta: { ip: string; language: Language },
    ): Promise<{ resendAfterSeconds: number }> {
      const now = new Date();
      await sweep(now);
      const target = targetOf(input);
      await issue({
        purpose: 'register',
        channel: input.regType,
        target,
        meta,
        text: { subject: 'auth.codeMessageSubject', body: 'auth.codeMessageBody' },
        refusal: async (tx) => {
          if (input.regType === 'phone')
            return (await accounts.isPhoneTaken(target, tx)) ? 'auth.phoneTaken' : undefined;
          return (await accounts.isEmailTaken(target, tx)) ? 'auth.emailTaken' : undefined;
        },
      });
      return { resendAfterSeconds: LIMITS.verifyCodeResendSeconds };
    },

    /** Sends a code for another purpose (binding a phone or e-mail, …) under the same limits. */
    async send(request: IssueRequest): Promise<{ resendAfterSeconds: number }> {
      await sweep(new Date());
      await issue(request);
      return { resendAfterSeconds: LIMITS.verifyCodeResendSeconds };
    },

    /**
     * Checks a code against the latest one sent to the target and answers its id; does not use it
     * up (call `consume` in the transaction that acts on it). Each check spends one attempt.
     */
    async check(
      purpose: VerifyPurpose,
      channel: VerifyChannel,
      target: string,
      code: string,
    ): Promise<{ id: number }> {
      const latest = await repo.latest(db, purpose, channel, target);
      const expired = () => errors.invalid('auth.verifyCodeExpired', undefined, 'verifyCode');
      if (!latest || latest.usedAt || latest.expiresAt <= new Date()) throw expired();
      if (!(await repo.takeAttempt(db, latest.id, LIMITS.verifyCodeMaxAttempts))) throw expired();
      if (!sameHash(latest.codeHash, codeHash(purpose, target, code.trim()))) {
        throw errors.invalid('auth.verifyCodeWrong', undefined, 'verifyCode');
      }
      return { id: latest.id };
    },

    /** Uses a checked code up inside the caller's transaction; a code used meanwhile counts as expired. */
    async consume(tx: DbOrTx, id: number): Promise<void> {
      if (!(await repo.markUsed(tx, id, new Date())))
        throw errors.invalid('auth.verifyCodeExpired', undefined, 'verifyCode');
    },
  };
};
export type VerificationService = ReturnType<typeof createVerificationService>;
