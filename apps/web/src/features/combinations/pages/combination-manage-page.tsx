import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import {
  COMBINATION_CODES,
  COMBINATION_EXPORT_KIND,
  COMBINATION_PAGE_KEY,
  combinationPageRequest,
  type Combination,
  type CombinationFilters,
  type CombinationPageRequest,
} from '@oms/contracts';
import { CreateButton, ListPage, rowLink, useDeleteWithReason } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { combinationKeys, combinationsApi, useDeleteCombinations } from '../api';
import { useCombinationColumns } from '../combination-columns';
import { CombinationFormDrawer, type CombinationFormTarget } from '../components/combination-form-drawer';
import { detailPath, NS } from '../lib/display';

/** /basic/combinationManage: the company's combinations of passed products. */
const CombinationManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const columns = useCombinationColumns();
  const can = useCan(COMBINATION_CODES);
  const startExport = useListExport<CombinationFilters>(COMBINATION_EXPORT_KIND);
  const [form, setForm] = useState<CombinationFormTarget | null>(null);
  const remove = useDeleteWithReason<Combination>({
    ns: NS,
    remove: useDeleteCombinations(),
    nameOf: (r) => r.name,
  });

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
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={
          can('create') && (
            <CreateButton
              label={t('actions.create')}
              onClick={() => setForm({ mode: 'create' })}
              testId="combination-create"
            />
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={170}
        rowActions={(row) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('edit') && rowLink('edit', row.id, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('delete') &&
              rowLink('delete', row.id, t('actions.delete'), () => remove.request([row]), true)}
          </Space>
        )}
      />
      <CombinationFormDrawer target={form} onClose={() => setForm(null)} />
      {remove.dialog}
    </>
  );
};

export default CombinationManagePage;
