import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Form, Input, Modal, Typography } from 'antd';
import {
  OVER_RECEIPT_LIMITS,
  OVER_RECEIPT_MACHINE,
  OVER_RECEIPTS_CODES,
  type OverReceipt,
  type OverReceiptAction,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { detailAction, useDocumentActions } from '@/shared/list-page';
import { overReceiptsApi, useOverReceiptChange } from '../api';
import { NS } from '../over-receipt-columns';

type Row = Pick<OverReceipt, 'id' | 'overReceiptNo' | 'excess' | 'status'>;

/**
 * Accepting or rejecting over-receipts: the selected rows from the toolbar (`batchActions`) or one
 * (`accept([row])`, `reject([row])`). Accepting asks first; rejecting asks in a dialog with an
 * optional reason (`dialog`, render it once). The outcome, or the server's reason, as a message.
 */
const useDecide = (onDone?: () => void) => {
  const { t } = useTranslation(NS);
  const { message, modal } = App.useApp();
  const acceptChange = useOverReceiptChange(overReceiptsApi.accept);
  const rejectChange = useOverReceiptChange(overReceiptsApi.reject);
  const [rejecting, setRejecting] = useState<Row[] | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const names = (rows: Row[]) => rows.map((r) => r.overReceiptNo).join('、');
  const excess = (rows: Row[]) => rows.reduce((n, r) => n + r.excess, 0);

  const accept = (rows: Row[]) =>
    modal.confirm({
      title: t('actions.accept'),
      content: t('confirm.accept', { count: rows.length, names: names(rows), excess: excess(rows) }),
      okText: t('actions.accept'),
      cancelText: t('form.cancel'),
      okButtonProps: { 'data-testid': 'over-receipt-accept-ok' },
      onOk: async () => {
        try {
          const { affected } = await acceptChange.mutateAsync({ ids: rows.map((r) => r.id) });
          void message.success(t('done.accepted', { count: affected }));
          onDone?.();
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    });

  const reject = (rows: Row[]) => {
    setReason('');
    setRejecting(rows);
  };

  const confirmReject = async () => {
    if (!rejecting) return;
    setBusy(true);
    try {
      const { affected } = await rejectChange.mutateAsync({
        ids: rejecting.map((r) => r.id),
        reason: reason.trim() || undefined,
      });
      void message.success(t('done.rejected', { count: affected }));
      setRejecting(null);
      onDone?.();
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      open={rejecting !== null}
      title={t('actions.reject')}
      okText={t('actions.reject')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'over-receipt-reject-ok' }}
      onOk={() => void confirmReject()}
      onCancel={() => setRejecting(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('confirm.reject', {
          count: rejecting?.length ?? 0,
          names: names(rejecting ?? []),
          excess: excess(rejecting ?? []),
        })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('fields.reason')}>
          <Input.TextArea
            value={reason}
            maxLength={OVER_RECEIPT_LIMITS.reasonMax}
            showCount
            rows={3}
            placeholder={t('form.reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
            data-testid="over-receipt-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { accept, reject, dialog };
};

/**
 * An over-receipt's actions for its list (row links, the selection's batch bar) and its detail page,
 * from one definition: the detail link (list), accept and reject while it is unconfirmed
 * (OVER_RECEIPT_MACHINE, as the server enforces). Render `dialog` once.
 */
export const useOverReceiptActions = <R extends OverReceipt>(detail?: (row: R) => void) => {
  const { t } = useTranslation(NS);
  const decide = useDecide();
  const actions = useDocumentActions<R, OverReceiptAction>(
    OVER_RECEIPT_MACHINE,
    [
      ...detailAction<R, OverReceiptAction>(t('actions.detail'), OVER_RECEIPTS_CODES.view, detail),
      {
        key: 'accept',
        label: t('actions.accept'),
        batch: t('actions.batchAccept'),
        primary: true,
        code: OVER_RECEIPTS_CODES.submit,
        move: 'accept',
        run: decide.accept,
      },
      {
        key: 'reject',
        label: t('actions.reject'),
        batch: t('actions.batchReject'),
        danger: true,
        code: OVER_RECEIPTS_CODES.submit,
        move: 'reject',
        run: decide.reject,
      },
    ],
    'over-receipt',
  );
  return { ...actions, dialog: decide.dialog };
};
