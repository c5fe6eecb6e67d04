import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { BRAND_CODES, BRAND_PAGE_KEY, type Brand } from '@oms/contracts';
import { ListPage, useConfirmDelete, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { brandList, brandsApi, useBrandChange } from '../api';
import { NS, useBrandColumns } from '../brand-columns';
import { BrandFormDialog } from '../components/brand-form-dialog';

/** /basic/brandManage: the company's brands; one a product uses cannot be deleted. */
const BrandManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(BRAND_CODES);
  const form = useFormDialog<Brand>(NS, 'brand');
  // "The brand … is used by N products": the server names which.
  const remove = useConfirmDelete<Brand>({
    ns: NS,
    remove: useBrandChange(brandsApi.delete),
    nameOf: (r) => r.name,
    okId: 'brand_confirm_delete',
  });
  const startExport = useListExport(BRAND_PAGE_KEY);

  return (
    <>
      <ListPage
        {...brandList}
        {...useBrandColumns()}
        title={t('title')}
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={160}
        rowActions={(row) => (
          <Space size="small">
            {can('edit') && form.editLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
        detail={{ title: (row) => row.name }}
      />
      <BrandFormDialog {...form.dialog} />
    </>
  );
};

export default BrandManagePage;
