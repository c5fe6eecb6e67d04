import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { App, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  COMBINATION_CODES,
  COMBINATION_EXPORT_KIND,
  COMBINATION_PAGE_KEY,
  combinationPageRequest,
  type Combination,
  type CombinationFilters,
  type CombinationPageRequest,
} from '@oms/contracts';
import { ListPage, type BatchAction, rowLink } from '../../../shared/list-page';
import { useSession } from '../../../shared/stores/session-store';
import { DeleteReasonDialog } from '../../../shared/ui/delete-reason-dialog';
import { useListExport } from '../../files';
import { combinationKeys, combinationsApi, useDeleteCombinations } from '../api';
import { useCombinationColumns } from '../combination-columns';
import { CombinationFormDrawer, type CombinationFormTarget } from '../components/combination-form-drawer';
import { detailPath, NS } from '../lib/display';

/** /basic/combinationManage: the company's combinations of passed products. */
const CombinationManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const columns = useCombinationColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (action: keyof typeof COMBINATION_CODES) => permissions.includes(COMBINATION_CODES[action]);
  const startExport = useListExport<CombinationFilters>(COMBINATION_EXPORT_KIND);
  const [form, setForm] = useState<CombinationFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Combination[] | null>(null);
  const remove = useDeleteCombinations();

  const batchActions: BatchAction<Combination>[] = can('delete')
    ? [
        {
          key: 'delete',
          label: t('actions.batchDelete'),
          danger: true,
          onClick: (rows: Combination[]) => setDeleting(rows),
        },
      ]
    : [];

  const link = (row: Combination, key: string, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

  return (
    <>
      <ListPage<Combination, CombinationPageRequest>
        pageKey={COMBINATION_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={combinationPageRequest}
        columns={columns}
        keys={combinationKeys}
        fetchPage={combinationsApi.page}
        batchActions={batchActions}
        toolbar={
          can('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="combination-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={170}
        rowActions={(row) => (
          <Space size="small">
            {link(row, 'detail', t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('edit') && link(row, 'edit', t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('delete') && link(row, 'delete', t('actions.delete'), () => setDeleting([row]), true)}
          </Space>
        )}
      />
      <CombinationFormDrawer target={form} onClose={() => setForm(null)} />
      <DeleteReasonDialog
        open={deleting !== null}
        title={t('actions.delete')}
        content={t('confirm.delete', {
          count: deleting?.length ?? 0,
          names: deleting?.map((r) => r.name).join('、'),
        })}
        reasonLabel={t('fields.deleteReason')}
        okText={t('actions.delete')}
        cancelText={t('form.cancel')}
        onConfirm={async (reason) => {
          const { affected } = await remove.mutateAsync({ ids: deleting!.map((r) => r.id), reason });
          void message.success(t('done.deleted', { count: affected }));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default CombinationManagePage;
