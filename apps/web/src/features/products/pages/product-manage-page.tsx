import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Space } from 'antd';
import {
  canDo,
  PRODUCT_CODES,
  PRODUCT_IMPORT_KIND,
  PRODUCT_MACHINE,
  PRODUCT_PAGE_KEY,
  productPageRequest,
  type Product,
  type ProductFilters,
  type ProductPageRequest,
} from '@oms/contracts';
import { ImportDialog } from '@/shared/import';
import {
  CreateButton,
  ImportButton,
  ListPage,
  type BatchAction,
  rowLink,
  useDeleteWithReason,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { productKeys, productsApi, useDeleteProducts, useSubmitProducts } from '../api';
import { ProductFormDrawer, type ProductFormTarget } from '../components/product-form-drawer';
import { UnitSwitch } from '../components/unit-switch';
import { errorText } from '@/shared/api/errors';
import { detailPath, NS, type UnitSystem } from '../lib/display';
import { usePrintLabels } from '../lib/print-labels';
import { useProductColumns } from '../product-columns';

/** /basic/productManage: the company's products (SKU) and their audit. */
const ProductManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [system, setSystem] = useState<UnitSystem>('metric');
  const columns = useProductColumns(system);
  const can = useCan(PRODUCT_CODES);
  const startExport = useListExport<ProductFilters>(PRODUCT_PAGE_KEY);
  const [form, setForm] = useState<ProductFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const labels = usePrintLabels();
  const submit = useSubmitProducts();
  const remove = useDeleteWithReason<Product>({ ns: NS, remove: useDeleteProducts(), nameOf: (r) => r.sku });

  const submitRows = async (rows: Product[]) => {
    try {
      const { affected } = await submit.mutateAsync(rows.map((r) => r.id));
      void message.success(t('done.submitted', { count: affected }));
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  const batchActions: BatchAction<Product>[] = [
    ...(can('submit')
      ? [
          {
            key: 'submit',
            label: t('actions.batchSubmit'),
            confirm: (rows: Product[]) => t('confirm.batchSubmit', { count: rows.length }),
            onClick: submitRows,
          },
        ]
      : []),
    ...(can('print')
      ? [
          {
            key: 'labels',
            label: t('actions.printLabels'),
            onClick: (rows: Product[]) => labels.print(rows.map((r) => r.id)),
          },
        ]
      : []),
    ...(can('delete') ? [remove.batchAction] : []),
  ];

  const allowed = (row: Product, action: 'edit' | 'submit' | 'delete') =>
    can(action) && canDo(PRODUCT_MACHINE, row.status, action, 'customer');

  return (
    <>
      <ListPage<Product, ProductPageRequest>
        pageKey={PRODUCT_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={productPageRequest}
        columns={columns}
        keys={productKeys}
        fetchPage={productsApi.page}
        batchActions={batchActions}
        toolbar={
          <Space>
            <UnitSwitch value={system} onChange={setSystem} />
            {can('import') && (
              <ImportButton
                label={t('actions.import')}
                onClick={() => setImporting(true)}
                testId="product-import"
              />
            )}
            {can('create') && (
              <CreateButton
                label={t('actions.create')}
                onClick={() => setForm({ mode: 'create' })}
                testId="product-create"
              />
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={220}
        rowActions={(row) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {allowed(row, 'edit') &&
              rowLink('edit', row.id, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {allowed(row, 'submit') &&
              rowLink('submit', row.id, t('actions.submit'), () => void submitRows([row]))}
            {allowed(row, 'delete') &&
              rowLink('delete', row.id, t('actions.delete'), () => remove.request([row]), true)}
          </Space>
        )}
      />
      <ProductFormDrawer target={form} onClose={() => setForm(null)} />
      <ImportDialog
        kind={PRODUCT_IMPORT_KIND}
        name={t('importName')}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })}
      />
      {remove.dialog}
    </>
  );
};

export default ProductManagePage;
