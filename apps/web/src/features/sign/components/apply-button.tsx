import { useTranslation } from 'react-i18next';
import { App, Button, Tooltip } from 'antd';
import { SIGNING_MACHINE, canDo, type SignedWarehouse } from '@oms/contracts';
import { useApplySigning } from '../api';
import { NS } from '../sign-columns';

type Props = { row: SignedWarehouse; certified: boolean; canApply: boolean };

/** "Apply" (or "apply again" after a rejection) where the signing state allows it; says why not otherwise. */
export const ApplyButton = ({ row, certified, canApply }: Props) => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const apply = useApplySigning();
  if (!canDo(SIGNING_MACHINE, row.status, 'apply', 'customer')) return null;
  const why = !canApply ? t('noPermission') : !certified ? t('needsCertification') : null;
  const button = (
    <Button
      type="link"
      size="small"
      disabled={why !== null}
      loading={apply.isPending}
      data-testid="signing-apply"
      data-code={row.warehouseCode}
      onClick={() =>
        modal.confirm({
          title: t('actions.apply'),
          content: t('confirmApply', { code: row.warehouseCode }),
          onOk: async () => {
            try {
              await apply.mutateAsync(row.id);
              void message.success(t('done.applied'));
            } catch (err) {
              void message.error(err instanceof Error && err.message ? err.message : t('failed'));
            }
          },
        })
      }
    >
      {t(row.status === 'REJECTED' ? 'actions.reapply' : 'actions.apply')}
    </Button>
  );
  return why ? <Tooltip title={why}>{button}</Tooltip> : button;
};
