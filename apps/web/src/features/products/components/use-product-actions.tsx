import { useTranslation } from 'react-i18next';
import { PRODUCT_CODES, PRODUCT_MACHINE, type Product, type ProductAction } from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import { detailAction, useDeleteWithReason, useDocumentActions, useRowsChange } from '@/shared/list-page';
import { productsApi, useProductChange } from '../api';
import { NS } from '../lib/display';
import { usePrintLabels } from '../lib/print-labels';

/**
 * A product's actions for its list (row links, the selection's batch bar) and its detail page, from
 * one definition: the detail link (list), barcode labels, edit, submit for audit (again after a
 * rejection) and delete with a reason, each by the user's codes and PRODUCT_MACHINE as the server
 * enforces. Render `dialog` once.
 */
export const useProductActions = <Row extends Product>(options: {
  edit: (row: Row) => void;
  detail?: (row: Row) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const labels = usePrintLabels();
  const submit = useProductChange(productsApi.submit);
  const submitRows = useRowsChange<Row>(submit, (count) => t('done.submitted', { count }), t('failed'));
  const remove = useDeleteWithReason<Row>({
    ns: NS,
    remove: useProductChange(productsApi.delete, DELETES_IDS),
    nameOf: (r) => r.sku,
    onDeleted: options.onDeleted,
  });
  const actions = useDocumentActions<Row, ProductAction>(
    PRODUCT_MACHINE,
    [
      ...detailAction<Row, ProductAction>(t('actions.detail'), PRODUCT_CODES.view, options.detail),
      {
        key: 'labels',
        testId: 'label',
        label: t('actions.printLabel'),
        batch: t('actions.printLabels'),
        only: 'detail',
        code: PRODUCT_CODES.print,
        loading: labels.pending,
        run: (rows) => labels.print(rows.map((r) => r.id)),
      },
      {
        key: 'edit',
        label: t('actions.edit'),
        code: PRODUCT_CODES.edit,
        move: 'edit',
        run: ([row]) => options.edit(row!),
      },
      {
        key: 'submit',
        label: (row) => t(row.status === 'REJECTED' ? 'actions.resubmit' : 'actions.submit'),
        batch: t('actions.batchSubmit'),
        batchConfirm: (rows) => t('confirm.batchSubmit', { count: rows.length }),
        primary: true,
        loading: submit.isPending,
        code: PRODUCT_CODES.submit,
        move: 'submit',
        run: submitRows,
      },
      {
        key: 'delete',
        label: t('actions.delete'),
        batch: remove.batchAction.label,
        danger: true,
        code: PRODUCT_CODES.delete,
        move: 'delete',
        run: remove.request,
      },
    ],
    'detail',
  );
  return { ...actions, dialog: remove.dialog };
};
