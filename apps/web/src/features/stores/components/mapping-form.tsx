import { useTranslation } from 'react-i18next';
import { App, Form, Input, Modal } from 'antd';
import { saveMappingRequest, STORE_LIMITS, type SkuMapping } from '@oms/contracts';
import { ApiError } from '@/shared/api/client';
import { zodRules } from '@/shared/lib/zod-rule';
import { FormActions } from '@/shared/ui/edit-form';
import { ProductPicker } from '@/features/products';
import { storesApi, useStoreChange } from '../api';
import { NS } from '../store-columns';

/** A new mapping (optionally of a listing's platform SKU) or a change of one. */
export type MappingTarget = { mode: 'create'; platformSku?: string } | { mode: 'edit'; row: SkuMapping };

type Values = { platformSku: string; productId: string };
const rules = zodRules(saveMappingRequest);

type Props = { storeId: string; target: MappingTarget | null; onClose: () => void };

export const MappingFormDialog = ({ storeId, target, onClose }: Props) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useStoreChange(storesApi.mappingsSave);
  const editing = target?.mode === 'edit' ? target.row : null;

  const onFinish = async (values: Values) => {
    try {
      await save.mutateAsync({ ...values, storeId, id: editing?.id });
      void message.success(t('mapping.saved'));
      onClose();
    } catch (err) {
      const text = err instanceof Error && err.message ? err.message : t('failed');
      const field =
        err instanceof ApiError && (err.data as { field?: string } | null)?.field === 'productId'
          ? 'productId'
          : 'platformSku';
      form.setFields([{ name: field, errors: [text] }]);
    }
  };

  return (
    <Modal
      title={t(editing ? 'mapping.edit' : 'mapping.add')}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
    >
      {target && (
        <Form<Values>
          form={form}
          name="mapping"
          layout="vertical"
          onFinish={onFinish}
          initialValues={
            editing
              ? { platformSku: editing.platformSku, productId: editing.productId }
              : { platformSku: target.mode === 'create' ? target.platformSku : undefined }
          }
        >
          <Form.Item name="platformSku" label={t('mapping.platformSku')} rules={rules.platformSku}>
            <Input maxLength={STORE_LIMITS.platformSku} />
          </Form.Item>
          <Form.Item name="productId" label={t('mapping.sku')} rules={rules.productId}>
            <ProductPicker
              known={
                editing
                  ? [
                      {
                        productId: editing.productId,
                        sku: editing.sku,
                        name: editing.productName ?? undefined,
                      },
                    ]
                  : []
              }
            />
          </Form.Item>
          <FormActions ns={NS} name="mapping" pending={save.isPending} onCancel={onClose} />
        </Form>
      )}
    </Modal>
  );
};
