import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { RELABEL_CODES, RELABEL_EXPORT_KIND, type RelabelOrder } from '@oms/contracts';
import { ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { relabelList } from '../api';
import { RelabelFormDrawer } from '../components/relabel-form';
import { useRelabelActions } from '../components/use-relabel-actions';
import { detailPath, NS } from '../lib/display';
import { useRelabelColumns } from '../relabel-columns';

/**
 * /order/relabel: the company's relabel orders (`?status=` filters them, as a to-do of type 6 opens
 * it), their drafts' form, their moves and export.
 */
const RelabelManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(RELABEL_CODES);
  const form = useFormDialog<RelabelOrder>(NS, 'relabel', { createFromUrl: can('create') });
  const actions = useRelabelActions<RelabelOrder>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(RELABEL_EXPORT_KIND);

  return (
    <div data-testid="relabel-manage-page">
      <ListPage
        {...relabelList}
        {...useRelabelColumns()}
        title={t('title')}
        batchActions={actions.batchActions}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={230}
        rowActions={(row: RelabelOrder) => (
          <Space size="small" wrap>
            {actions.rowActions(row)}
          </Space>
        )}
      />
      <RelabelFormDrawer {...form.dialog} />
      {actions.dialogs}
    </div>
  );
};

export default RelabelManagePage;
