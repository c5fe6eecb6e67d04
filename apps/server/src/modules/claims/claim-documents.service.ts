import type { ClaimDocumentType, MessageKey } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';

/** The company a claim is filed for. */
export type ClaimOwner = { tenantId: number; companyId: number };

/**
 * Checks that `number` names a document of the company that can be claimed for: answers 'ok' or the
 * message key to refuse with (422 on `relatedNo`, with `{{number}}` filled in). Runs inside the
 * claim's transaction, so a checker may lock what it reads.
 */
export type ClaimDocumentChecker = (
  tx: DbOrTx,
  owner: ClaimOwner,
  number: string,
) => Promise<'ok' | MessageKey>;

/**
 * Which related numbers a claim may name, by related document type. Until a module registers its
 * checker, any non-empty number is accepted (the schema already refused an empty or malformed one).
 * The inbound, outbound and return modules register theirs from their manifest's `setup`:
 *
 *   setup: (s) => s.claimDocumentCheckers.register('INBOUND', (tx, owner, no) => …),
 */
export const createClaimDocumentCheckers = () => {
  const checkers = new Map<ClaimDocumentType, ClaimDocumentChecker>();
  const acceptAny: ClaimDocumentChecker = async (_tx, _owner, number) =>
    number.trim() ? 'ok' : 'claims.relatedNoRequired';
  return {
    /** Sets the checker of one type (a later registration replaces an earlier one). */
    register(type: ClaimDocumentType, checker: ClaimDocumentChecker) {
      checkers.set(type, checker);
    },
    /** Removes a type's checker (tests), back to accepting any number. */
    unregister(type: ClaimDocumentType) {
      checkers.delete(type);
    },
    check: (tx: DbOrTx, type: ClaimDocumentType, owner: ClaimOwner, number: string) =>
      (checkers.get(type) ?? acceptAny)(tx, owner, number),
  };
};
export type ClaimDocumentCheckers = ReturnType<typeof createClaimDocumentCheckers>;
