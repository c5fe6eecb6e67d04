import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { COMBINATION_CODES, COMBINATION_EXPORT_KIND, type Combination } from '@oms/contracts';
import { ListPage, rowLink, useDeleteWithReason, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { combinationList, combinationsApi, useCombinationChange } from '../api';
import { useCombinationColumns } from '../combination-columns';
import { CombinationFormDrawer } from '../components/combination-form-drawer';
import { detailPath, NS } from '../lib/display';

/** /basic/combinationManage: the company's combinations of passed products. */
const CombinationManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(COMBINATION_CODES);
  const form = useFormDialog<Combination>(NS, 'combination');
  const remove = useDeleteWithReason<Combination>({
    ns: NS,
    remove: useCombinationChange(combinationsApi.delete),
    nameOf: (r) => r.name,
  });
  const startExport = useListExport(COMBINATION_EXPORT_KIND);

  return (
    <>
      <ListPage
        {...combinationList}
        {...useCombinationColumns()}
        title={t('title')}
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={170}
        rowActions={(row) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('edit') && form.editLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
      />
      <CombinationFormDrawer {...form.dialog} />
      {remove.dialog}
    </>
  );
};

export default CombinationManagePage;
