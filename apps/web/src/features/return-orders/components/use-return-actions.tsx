import {
  RETURN_CODES,
  RETURN_LIMITS,
  RETURN_MACHINE,
  type ReturnAction,
  type ReturnOrder,
} from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import { useDraftActions } from '@/shared/list-page';
import { returnApi, useReturnChange } from '../api';
import { NS } from '../lib/display';

/**
 * A return's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once (`useDraftActions`): edit, submit and delete a draft (delete asks a reason),
 * cancel a draft or a return whose parcel has not arrived (with an optional reason). Each shows by
 * the user's codes and the return's state in RETURN_MACHINE, as the server decides; a refusal shows
 * the server's message.
 */
export const useReturnActions = <R extends ReturnOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the return's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) =>
  useDraftActions<R, ReturnAction>({
    ...options,
    ns: NS,
    machine: RETURN_MACHINE,
    codes: RETURN_CODES,
    testId: 'return',
    numberOf: (r) => r.returnNo,
    reasonMax: RETURN_LIMITS.cancelReasonMax,
    submit: useReturnChange(returnApi.submit).mutateAsync,
    cancel: useReturnChange(returnApi.cancel).mutateAsync,
    remove: useReturnChange(returnApi.delete, DELETES_IDS),
  });
