import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
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
import { ImportDialog } from '../../../shared/import';
import { ListPage, type BatchAction, rowLink } from '../../../shared/list-page';
import { useSession } from '../../../shared/stores/session-store';
import { useListExport } from '../../files';
import { productKeys, productsApi, useDeleteProducts, useSubmitProducts } from '../api';
import { DeleteReasonDialog } from '../components/delete-reason-dialog';
import { ProductFormDrawer, type ProductFormTarget } from '../components/product-form-drawer';
import { UnitSwitch } from '../components/unit-switch';
import { errorText } from '../../../shared/api/errors';
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
  const permissions = useSession((s) => s.permissions);
  const can = (code: string) => permissions.includes(code);
  const startExport = useListExport<ProductFilters>(PRODUCT_PAGE_KEY);
  const [form, setForm] = useState<ProductFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Product[] | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const labels = usePrintLabels();
  const submit = useSubmitProducts();
  const remove = useDeleteProducts();

  const submitRows = async (rows: Product[]) => {
    try {
      const { affected } = await submit.mutateAsync(rows.map((r) => r.id));
      void message.success(t('done.submitted', { count: affected }));
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  const deleteRows = async (reason: string) => {
    try {
      const { affected } = await remove.mutateAsync({ ids: deleting!.map((r) => r.id), reason });
      void message.success(t('done.deleted', { count: affected }));
      setDeleting(null);
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  const batchActions: BatchAction<Product>[] = [
    ...(can(PRODUCT_CODES.submit)
      ? [
          {
            key: 'submit',
            label: t('actions.batchSubmit'),
            confirm: (rows: Product[]) => t('confirm.batchSubmit', { count: rows.length }),
            onClick: submitRows,
          },
        ]
      : []),
    ...(can(PRODUCT_CODES.print)
      ? [
          {
            key: 'labels',
            label: t('actions.printLabels'),
            onClick: (rows: Product[]) => labels.print(rows.map((r) => r.id)),
          },
        ]
      : []),
    ...(can(PRODUCT_CODES.delete)
      ? [
          {
            key: 'delete',
            label: t('actions.batchDelete'),
            danger: true,
            onClick: (rows: Product[]) => setDeleting(rows),
          },
        ]
      : []),
  ];

  const allowed = (row: Product, action: 'edit' | 'submit' | 'delete') =>
    can(PRODUCT_CODES[action]) && canDo(PRODUCT_MACHINE, row.status, action, 'customer');
  const link = (row: Product, key: string, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

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
            {can(PRODUCT_CODES.import) && (
              <Button
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
                data-testid="product-import"
              >
                {t('actions.import')}
              </Button>
            )}
            {can(PRODUCT_CODES.create) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setForm({ mode: 'create' })}
                data-testid="product-create"
              >
                {t('actions.create')}
              </Button>
            )}
          </Space>
        }
        onExport={can(PRODUCT_CODES.export) ? startExport : undefined}
        rowActionsWidth={220}
        rowActions={(row) => (
          <Space size="small">
            {link(row, 'detail', t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {allowed(row, 'edit') &&
              link(row, 'edit', t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {allowed(row, 'submit') && link(row, 'submit', t('actions.submit'), () => void submitRows([row]))}
            {allowed(row, 'delete') &&
              link(row, 'delete', t('actions.delete'), () => setDeleting([row]), true)}
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
      <DeleteReasonDialog
        count={deleting?.length ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={deleteRows}
      />
    </>
  );
};

export default ProductManagePage;
