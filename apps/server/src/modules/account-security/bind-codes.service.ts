import type { Language, SendSecurityCodeRequest } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import type { AccountsService } from '../accounts/accounts.service';
import type { VerificationService } from '../auth/verification.service';

export type BindCodesDeps = Pick<Deps, 'db'> & {
  accounts: AccountsService;
  verification: VerificationService;
};
type Requester = { userId: number; accountName: string };

/**
 * Sends a code (purpose `bind`) to a phone or e-mail the user wants to bind, through the verification
 * service and so under the limits of every code. A target bound to anyone (another user or this one)
 * is refused; the refusal still counts towards the address limit, so it cannot be used to probe.
 */
export const createBindCodesService = ({ accounts, verification }: BindCodesDeps) => {
  const refusalOf = async (tx: DbOrTx, who: Requester, input: SendSecurityCodeRequest) => {
    const user = await accounts.findById(who.userId, tx);
    const own = input.channel === 'phone' ? user?.phone : user?.email?.toLowerCase();
    if (own === input.target)
      return input.channel === 'phone' ? 'security.phoneUnchanged' : 'security.emailUnchanged';
    if (await accounts.holderOf(input.channel, input.target, who.userId, tx))
      return input.channel === 'phone' ? 'security.phoneBound' : 'security.emailBound';
    return undefined;
  };

  return {
    send: (who: Requester, input: SendSecurityCodeRequest, meta: { ip: string; language: Language }) =>
      verification.send({
        purpose: 'bind',
        channel: input.channel,
        target: input.target,
        meta,
        text: {
          subject: 'security.codeMessageSubject',
          body: 'security.codeMessageBody',
          params: { account: who.accountName },
        },
        refusal: (tx) => refusalOf(tx, who, input),
      }),
  };
};
export type BindCodesService = ReturnType<typeof createBindCodesService>;
