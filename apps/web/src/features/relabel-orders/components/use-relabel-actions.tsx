import {
  RELABEL_CODES,
  RELABEL_LIMITS,
  RELABEL_MACHINE,
  type RelabelAction,
  type RelabelOrder,
} from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import { useDraftActions } from '@/shared/list-page';
import { relabelApi, useRelabelChange } from '../api';
import { NS } from '../lib/display';

/**
 * An order's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once (`useDraftActions`): edit, submit and delete a draft (delete asks a reason),
 * cancel a draft or an order waiting for review (with an optional reason; its reserved stock is
 * released). Each shows by the user's codes and the order's state in RELABEL_MACHINE, as the server
 * decides; a refusal (a SKU short of stock) shows the server's message.
 */
export const useRelabelActions = <R extends RelabelOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) =>
  useDraftActions<R, RelabelAction>({
    ...options,
    ns: NS,
    machine: RELABEL_MACHINE,
    codes: RELABEL_CODES,
    testId: 'relabel',
    numberOf: (r) => r.relabelNo,
    reasonMax: RELABEL_LIMITS.reasonMax,
    submit: useRelabelChange(relabelApi.submit).mutateAsync,
    cancel: useRelabelChange(relabelApi.cancel).mutateAsync,
    remove: useRelabelChange(relabelApi.delete, DELETES_IDS),
  });
