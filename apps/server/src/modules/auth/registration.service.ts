import type { RegRequest } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { errors } from '../../lib/errors';
import { hashPassword, isCommonPassword } from '../../lib/password';
import type { AccountsService } from '../accounts/accounts.service';
import { targetOf, type VerificationService } from './verification.service';

export type RegistrationDeps = Pick<Deps, 'db'> & {
  accounts: AccountsService;
  verification: VerificationService;
};

/** Self-registration of a customer company with its main account, by phone or e-mail code. */
export const createRegistrationService = ({ db, accounts, verification }: RegistrationDeps) => ({
  async register(input: RegRequest): Promise<{ userId: string; accountName: string }> {
    if (isCommonPassword(input.password)) throw errors.invalid('auth.commonPassword', undefined, 'password');
    const target = targetOf(input);
    const code = await verification.check('register', input.regType, target, input.verifyCode);
    // Hashing takes a while: do it before the transaction, which the embedded database runs alone.
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      await verification.consume(tx, code.id);
      return accounts.createCompanyWithMainAccount(tx, {
        companyName: input.companyName,
        accountName: input.accountName,
        userName: input.accountName,
        passwordHash,
        phone: input.regType === 'phone' ? target : null,
        email: input.regType === 'email' ? target : null,
        note: `self-registration by ${input.regType}`,
      });
    });
    return { userId: String(created.userId), accountName: input.accountName };
  },
});
export type RegistrationService = ReturnType<typeof createRegistrationService>;
