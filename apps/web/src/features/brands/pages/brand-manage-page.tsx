import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  BRAND_CODES,
  BRAND_PAGE_KEY,
  brandPageRequest,
  type Brand,
  type BrandFilters,
  type BrandPageRequest,
} from '@oms/contracts';
import { ListPage, type BatchAction, rowLink } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { useListExport } from '@/features/files';
import { brandKeys, brandsApi, useDeleteBrands } from '../api';
import { NS, useBrandColumns } from '../brand-columns';
import { BrandFormDialog, type BrandFormTarget } from '../components/brand-form-dialog';
import { errorText } from '@/shared/api/errors';

/** /basic/brandManage: the company's brands; one a product uses cannot be deleted. */
const BrandManagePage = () => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const columns = useBrandColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (code: string) => permissions.includes(code);
  const startExport = useListExport<BrandFilters>(BRAND_PAGE_KEY);
  const [form, setForm] = useState<BrandFormTarget | null>(null);
  const remove = useDeleteBrands();

  const deleteBrands = async (rows: Brand[]) => {
    try {
      const { affected } = await remove.mutateAsync(rows.map((r) => r.id));
      void message.success(t('done.deleted', { count: affected }));
    } catch (err) {
      // "The brand … is used by N products": the server names which.
      void message.error(errorText(err, t('failed')));
    }
  };

  const batchActions: BatchAction<Brand>[] = can(BRAND_CODES.delete)
    ? [
        {
          key: 'delete',
          label: t('actions.batchDelete'),
          danger: true,
          confirm: (rows) => t('confirm.batchDelete', { count: rows.length }),
          onClick: deleteBrands,
        },
      ]
    : [];

  const link = (row: Brand, key: string, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

  return (
    <>
      <ListPage<Brand, BrandPageRequest>
        pageKey={BRAND_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={brandPageRequest}
        columns={columns}
        keys={brandKeys}
        fetchPage={brandsApi.page}
        batchActions={batchActions}
        toolbar={
          can(BRAND_CODES.create) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="brand-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={can(BRAND_CODES.export) ? startExport : undefined}
        rowActionsWidth={160}
        rowActions={(row) => (
          <Space size="small">
            {can(BRAND_CODES.edit) &&
              link(row, 'edit', t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can(BRAND_CODES.delete) &&
              link(
                row,
                'delete',
                t('actions.delete'),
                () =>
                  modal.confirm({
                    title: t('actions.delete'),
                    content: t('confirm.delete', { name: row.name }),
                    okButtonProps: { danger: true, id: 'brand_confirm_delete' },
                    onOk: () => deleteBrands([row]),
                  }),
                true,
              )}
          </Space>
        )}
        detail={{ title: (row) => row.name }}
      />
      <BrandFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
};

export default BrandManagePage;
