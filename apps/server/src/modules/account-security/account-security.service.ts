import {
  maskEmail,
  maskPhone,
  type BindEmailRequest,
  type BindPhoneRequest,
  type ChangePasswordResponse,
  type ChangePasswordRequest,
  type Language,
  type SecurityChannel,
  type SecurityInfo,
  type SendSecurityCodeRequest,
  type UpdateMyProfileRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { errors } from '../../lib/errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/password';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthContext } from '../../core/context';
import type { VerificationService } from '../auth/verification.service';
import type { LoginAttemptsService } from '../auth/login-attempts.service';
import type { SessionsService } from '../auth/sessions.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createBindCodesService } from './bind-codes.service';
import { isUniqueViolation } from '../../lib/pg-errors';

export type AccountSecurityDeps = Pick<Deps, 'db'> & {
  accounts: AccountsService;
  operationRecords: OperationRecordsService;
  verification: VerificationService;
  loginAttempts: LoginAttemptsService;
  sessions: SessionsService;
};

type ClientMeta = { ip: string; language: Language };

/** Operation records of a user's own account (the accounts module records disabling there too). */
const ENTITY = 'accounts';

const BOUND_KEY = { phone: 'security.phoneBound', email: 'security.emailBound' } as const;
const UNCHANGED_KEY = { phone: 'security.phoneUnchanged', email: 'security.emailUnchanged' } as const;
const MASK = { phone: maskPhone, email: maskEmail } as const;

/**
 * The signed-in user's own security settings: bound phone and e-mail (changed with a code sent to the
 * new target) and the password (changed with the old one; every other session of the user ends).
 */
export const createAccountSecurityService = (deps: AccountSecurityDeps) => {
  const { db, accounts, operationRecords, verification, loginAttempts, sessions } = deps;
  const codes = createBindCodesService(deps);
  const record = operationRecords.recorderOf(ENTITY);
  /** The user, acting on their own account. */
  const self = (user: { id: number; tenantId: number; companyId: number; accountName: string }) => ({
    tenantId: user.tenantId,
    companyId: user.companyId,
    userId: user.id,
    accountName: user.accountName,
  });

  const userOf = async (auth: AuthContext) => {
    const user = await accounts.findById(auth.userId);
    if (!user) throw errors.unauthorized();
    return user;
  };

  const info = async (auth: AuthContext): Promise<SecurityInfo> => {
    const user = await userOf(auth);
    const timeline = await operationRecords.listFor(db, {
      tenantId: user.tenantId,
      companyId: user.companyId,
      entityType: ENTITY,
      entityId: user.id,
    });
    const changed = timeline.findLast((r) => r.action === 'changePassword');
    return {
      accountName: user.accountName,
      userName: user.userName,
      phoneMasked: user.phone ? maskPhone(user.phone) : null,
      emailMasked: user.email ? maskEmail(user.email) : null,
      passwordUpdatedAt: changed?.createdAt ?? user.createdAt.toISOString(),
    };
  };

  const bind = async (auth: AuthContext, channel: SecurityChannel, target: string, verifyCode: string) => {
    const user = await userOf(auth);
    const previous = channel === 'phone' ? user.phone : user.email?.toLowerCase();
    if (previous === target) throw errors.conflict(UNCHANGED_KEY[channel]);
    if (await accounts.holderOf(channel, target, user.id)) throw errors.conflict(BOUND_KEY[channel]);
    const checked = await verification.check('bind', channel, target, verifyCode);
    await db
      .transaction(async (tx) => {
        await verification.consume(tx, checked.id);
        if (
          !(await accounts.setContact(
            tx,
            user.id,
            channel === 'phone' ? { phone: target } : { email: target },
          ))
        )
          throw errors.unauthorized();
        await record(tx, self(user), user.id, channel === 'phone' ? 'bindPhone' : 'bindEmail', {
          // Masked on record too: the timeline is shown to others of the company.
          note: `${previous ? MASK[channel](previous) : '-'} → ${MASK[channel](target)}`,
        });
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? errors.conflict(BOUND_KEY[channel]) : error;
      });
    return info(auth);
  };

  const changePassword = async (
    auth: AuthContext,
    input: ChangePasswordRequest,
    meta: ClientMeta,
  ): Promise<ChangePasswordResponse> => {
    // The route's schema checks these already; the service keeps its rules for any other caller.
    if (input.newPassword !== input.confirmPassword)
      throw errors.invalid('validation.passwordMismatch', undefined, 'confirmPassword');
    if (input.newPassword === input.oldPassword)
      throw errors.invalid('security.samePassword', undefined, 'newPassword');
    if (isCommonPassword(input.newPassword))
      throw errors.invalid('auth.commonPassword', undefined, 'newPassword');

    // Wrong old passwords count as failed sign-ins of the account from this address: the same window
    // and limit as sign-in, so a stolen session cannot be used to guess the password at leisure.
    const accountKey = auth.accountName.trim().toLowerCase();
    await loginAttempts.assertNotThrottled(accountKey, meta.ip);
    const user = await userOf(auth);
    const wrongOld = () => errors.invalid('security.oldPasswordWrong', undefined, 'oldPassword');
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      await loginAttempts.record(db, { accountName: accountKey, ip: meta.ip, success: false });
      throw wrongOld();
    }
    // Hashing takes a while: do it before the transaction, which the embedded database runs alone.
    const newHash = await hashPassword(input.newPassword);
    const signedOutSessions = await db.transaction(async (tx) => {
      // Only over the hash just checked: of two concurrent changes, the second finds it replaced.
      if (!(await accounts.replacePasswordHash(tx, user.id, user.passwordHash, newHash))) throw wrongOld();
      const ended = await sessions.endOthersOfUser(tx, user.id, auth.sessionId);
      await loginAttempts.record(tx, { accountName: accountKey, ip: meta.ip, success: true });
      await record(tx, self(user), user.id, 'changePassword', {
        note: ended > 0 ? `other sessions ended: ${ended}` : null,
      });
      return ended;
    });
    return { signedOutSessions };
  };

  /** The user renames themselves ("my account"); phone and e-mail change only through `bind`. */
  const updateProfile = async (auth: AuthContext, input: UpdateMyProfileRequest): Promise<SecurityInfo> => {
    const user = await userOf(auth);
    if (input.userName !== user.userName)
      await db.transaction(async (tx) => {
        if (!(await accounts.setUserName(tx, user.id, input.userName))) throw errors.unauthorized();
        await record(tx, self(user), user.id, 'update', { note: 'userName' });
      });
    return info(auth);
  };

  return {
    info,
    updateProfile,
    sendCode: (auth: AuthContext, input: SendSecurityCodeRequest, meta: ClientMeta) =>
      codes.send({ userId: auth.userId, accountName: auth.accountName }, input, meta),
    bindPhone: (auth: AuthContext, input: BindPhoneRequest) =>
      bind(auth, 'phone', input.phone, input.verifyCode),
    bindEmail: (auth: AuthContext, input: BindEmailRequest) =>
      bind(auth, 'email', input.email, input.verifyCode),
    changePassword,
  };
};
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
