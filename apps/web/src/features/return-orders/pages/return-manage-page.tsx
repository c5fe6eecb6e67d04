import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { RETURN_CODES, RETURN_EXPORT_KIND, type ReturnOrder } from '@oms/contracts';
import { ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { returnList } from '../api';
import { ReturnFormDrawer } from '../components/return-form';
import { useReturnActions } from '../components/use-return-actions';
import { detailPath, NS } from '../lib/display';
import { useReturnColumns } from '../return-columns';

/**
 * /order/returnedGoods: the company's returns (`?status=` filters them, as a to-do of type 7 opens
 * it), their drafts' form, their moves and export.
 */
const ReturnManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(RETURN_CODES);
  const form = useFormDialog<ReturnOrder>(NS, 'return', { createFromUrl: can('create') });
  const actions = useReturnActions<ReturnOrder>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(RETURN_EXPORT_KIND);

  return (
    <div data-testid="return-manage-page">
      <ListPage
        {...returnList}
        {...useReturnColumns()}
        title={t('title')}
        batchActions={actions.batchActions}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={230}
        rowActions={(row: ReturnOrder) => (
          <Space size="small" wrap>
            {actions.rowActions(row)}
          </Space>
        )}
      />
      <ReturnFormDrawer {...form.dialog} />
      {actions.dialogs}
    </div>
  );
};

export default ReturnManagePage;
