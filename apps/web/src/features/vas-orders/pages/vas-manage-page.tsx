import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { VAS_CODES, VAS_EXPORT_KIND, type VasOrder } from '@oms/contracts';
import { ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { vasList } from '../api';
import { useVasActions } from '../components/use-vas-actions';
import { VasFormDrawer } from '../components/vas-form';
import { detailPath, NS } from '../lib/display';
import { useVasColumns } from '../vas-columns';

/**
 * /order/vasManage: the company's value-added service orders (`?status=` filters them, as a to-do of
 * type 11 opens it), their drafts' form, their moves and export.
 */
const VasManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(VAS_CODES);
  const form = useFormDialog<VasOrder>(NS, 'vas', { createFromUrl: can('create') });
  const actions = useVasActions<VasOrder>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(VAS_EXPORT_KIND);

  return (
    <div data-testid="vas-manage-page">
      <ListPage
        {...vasList}
        {...useVasColumns()}
        title={t('title')}
        batchActions={actions.batchActions}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={260}
        rowActions={(row: VasOrder) => (
          <Space size="small" wrap>
            {actions.rowActions(row)}
          </Space>
        )}
      />
      <VasFormDrawer {...form.dialog} />
      {actions.dialogs}
    </div>
  );
};

export default VasManagePage;
