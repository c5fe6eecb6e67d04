import { useTranslation } from 'react-i18next';
import { CLAIM_MACHINE, CLAIMS_CODES, type Claim, type ClaimAction } from '@oms/contracts';
import { detailAction, useCancelAction, useDocumentActions } from '@/shared/list-page';
import { claimsApi, useClaimChange } from '../api';
import { NS } from '../claim-columns';

/**
 * A claim's actions for its list and its detail page, from one definition: the detail link (list)
 * and cancelling a pending claim after a confirmation (CLAIM_MACHINE, as the server enforces).
 */
export const useClaimActions = <Row extends Claim>(detail?: (row: Row) => void) => {
  const { t } = useTranslation(NS);
  const change = useClaimChange(claimsApi.cancel);
  const cancel = useCancelAction<Row>({
    ns: NS,
    cancel: (id) => change.mutateAsync(id),
    numberOf: (row) => row.claimNo,
    code: CLAIMS_CODES.cancel,
  });
  return useDocumentActions<Row, ClaimAction>(
    CLAIM_MACHINE,
    [...detailAction<Row, ClaimAction>(t('actions.detail'), CLAIMS_CODES.view, detail), cancel],
    'claim',
  );
};
