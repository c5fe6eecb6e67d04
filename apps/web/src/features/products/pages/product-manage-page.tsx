import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import {
  canDo,
  PRODUCT_CODES,
  PRODUCT_IMPORT_KIND,
  PRODUCT_MACHINE,
  PRODUCT_PAGE_KEY,
  type Product,
} from '@oms/contracts';
import { useImportDialog } from '@/shared/import';
import {
  ImportButton,
  ListPage,
  type BatchAction,
  rowLink,
  useDeleteWithReason,
  useFormDialog,
  useRowsChange,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { productKeys, productList, productsApi, useProductChange } from '../api';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { useProductImagesImport } from '../components/product-images-import';
import { UnitSwitch } from '../components/unit-switch';
import { detailPath, NS, type UnitSystem } from '../lib/display';
import { usePrintLabels } from '../lib/print-labels';
import { useProductColumns } from '../product-columns';

/** /basic/productManage: the company's products (SKU) and their audit. */
const ProductManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [system, setSystem] = useState<UnitSystem>('metric');
  const can = useCan(PRODUCT_CODES);
  const form = useFormDialog<Product>(NS, 'product', { createFromUrl: can('create') });
  const importing = useImportDialog({
    kind: PRODUCT_IMPORT_KIND,
    name: t('importName'),
    refresh: productKeys.all,
  });
  const images = useProductImagesImport();
  const labels = usePrintLabels();
  const submitRows = useRowsChange<Product>(
    useProductChange(productsApi.submit),
    (count) => t('done.submitted', { count }),
    t('failed'),
  );
  const remove = useDeleteWithReason<Product>({
    ns: NS,
    remove: useProductChange(productsApi.delete),
    nameOf: (r) => r.sku,
  });
  const startExport = useListExport(PRODUCT_PAGE_KEY);

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
      <ListPage
        {...productList}
        {...useProductColumns(system)}
        title={t('title')}
        batchActions={batchActions}
        toolbar={
          <Space>
            <UnitSwitch value={system} onChange={setSystem} />
            {can('import') && (
              <ImportButton label={t('actions.import')} onClick={importing.open} testId="product-import" />
            )}
            {can('edit') && (
              <ImportButton
                label={t('actions.importImages')}
                onClick={images.open}
                testId="product-import-images"
              />
            )}
            {can('create') && form.createButton}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={220}
        rowActions={(row) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {allowed(row, 'edit') && form.editLink(row)}
            {allowed(row, 'submit') &&
              rowLink('submit', row.id, t('actions.submit'), () => void submitRows([row]))}
            {allowed(row, 'delete') && remove.link(row)}
          </Space>
        )}
      />
      <ProductFormDrawer {...form.dialog} />
      {importing.dialog}
      {images.dialog}
      {remove.dialog}
    </>
  );
};

export default ProductManagePage;
