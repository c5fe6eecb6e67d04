import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { PRODUCT_CODES, PRODUCT_IMPORT_KIND, PRODUCT_PAGE_KEY, type Product } from '@oms/contracts';
import { useImportDialog } from '@/shared/import';
import { ImportButton, ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { productKeys, productList } from '../api';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { useProductImagesImport } from '../components/product-images-import';
import { UnitSwitch } from '../components/unit-switch';
import { useProductActions } from '../components/use-product-actions';
import { detailPath, NS, type UnitSystem } from '../lib/display';
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
  const actions = useProductActions<Product>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(PRODUCT_PAGE_KEY);

  return (
    <>
      <ListPage
        {...productList}
        {...useProductColumns(system)}
        title={t('title')}
        batchActions={actions.batchActions}
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
        rowActions={(row) => <Space size="small">{actions.rowActions(row)}</Space>}
      />
      <ProductFormDrawer {...form.dialog} />
      {importing.dialog}
      {images.dialog}
      {actions.dialog}
    </>
  );
};

export default ProductManagePage;
