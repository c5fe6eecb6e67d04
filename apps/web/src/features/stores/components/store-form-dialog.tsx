import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Radio, Select, type FormRule } from 'antd';
import {
  CONNECTED_PLATFORMS,
  createStoreRequest,
  INVENTORY_UPDATE_METHODS,
  shopifyScopesFor,
  STORE_LIMITS,
  updateStoreRequest,
  type ConnectedPlatform,
  type InventoryUpdateMethod,
  type Store,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';
import { storesApi, useStoreChange } from '../api';
import { NS, platformName } from '../store-columns';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { choices } from '@/shared/lib/choices';

type Values = {
  name: string;
  platform: ConnectedPlatform;
  inventoryUpdate: InventoryUpdateMethod;
  shopDomain?: string;
  accessToken?: string;
  remark?: string;
};
const FIELDS = ['name', 'platform', 'inventoryUpdate', 'shopDomain', 'accessToken', 'remark'] as const;
const createRules = zodRules(createStoreRequest);
const updateRules = zodRules(updateStoreRequest);

// The contracts' `checkStore` as form rules: they depend on the platform (and, on an edit, the domain).
const requiredForShopify =
  (
    key: 'stores.shopDomainRequired' | 'stores.accessTokenRequired',
    when: (get: (n: string) => unknown) => boolean,
  ): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (
        getFieldValue('platform') === 'SHOPIFY' &&
        when(getFieldValue) &&
        !(typeof value === 'string' && value.trim())
      )
        throw new Error(i18n.t(`messages:${key}`));
    },
  });
const manualInventoryRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('platform') === 'MANUAL' && value === 'AUTO')
      throw new Error(i18n.t('messages:stores.manualNoAutoInventory'));
  },
});

/** The form's values of a store (the token is never shown), or of a new one. */
const valuesOf = (row: Store | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        platform: row.platform as ConnectedPlatform,
        inventoryUpdate: row.inventoryUpdate,
        shopDomain: row.shopDomain ?? '',
        remark: row.remark ?? '',
      }
    : { platform: 'SHOPIFY', inventoryUpdate: 'AUTO' };

/** Connect a store or edit one: Shopify credentials are tried by the server before they are kept. */
export const StoreFormDialog = (props: FormDialogProps<Store>) => (
  <FormDialog ns={NS} width={600} form={StoreForm} {...props} />
);

const StoreForm = ({ editing, onDone }: FormProps<Store>) => {
  const { t, i18n: tr } = useTranslation(NS);
  const save = useStoreChange(({ platform: chosen, ...rest }: Values) =>
    editing ? storesApi.update({ ...rest, id: editing.id }) : storesApi.create({ ...rest, platform: chosen }),
  );
  const edit = useEditForm({ ns: NS, name: 'store', fields: FIELDS, editing, save, onDone });
  const { form, pending } = edit;
  const platform = Form.useWatch('platform', form) ?? editing?.platform;
  const inventoryUpdate = Form.useWatch('inventoryUpdate', form) ?? 'AUTO';

  const rules = editing ? updateRules : createRules;
  return (
    <EditForm
      {...edit}
      disabled={pending}
      note={pending && platform === 'SHOPIFY' && <span>{t('form.trying')}</span>}
      initialValues={valuesOf(editing)}
    >
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input maxLength={STORE_LIMITS.name} />
      </Form.Item>
      <Form.Item name="platform" label={t('fields.platform')} rules={createRules.platform}>
        <Select
          disabled={Boolean(editing)}
          options={choices(CONNECTED_PLATFORMS, (p) => platformName(p, tr.language))}
          onChange={(next) => {
            if (next === 'MANUAL') form.setFieldValue('inventoryUpdate', 'MANUAL');
          }}
        />
      </Form.Item>
      {platform === 'MANUAL' && (
        <Alert type="info" showIcon title={t('form.manualHelp')} style={{ marginBottom: 16 }} />
      )}
      {platform === 'SHOPIFY' && (
        <>
          <Form.Item
            name="shopDomain"
            label={t('fields.shopDomain')}
            required
            rules={[...rules.shopDomain, requiredForShopify('stores.shopDomainRequired', () => true)]}
            dependencies={['platform']}
          >
            <Input
              maxLength={STORE_LIMITS.shopDomain}
              placeholder={t('form.shopDomainPlaceholder')}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="accessToken"
            label={t('fields.accessToken')}
            required={!editing}
            dependencies={['platform', 'shopDomain']}
            rules={[
              ...rules.accessToken,
              requiredForShopify(
                'stores.accessTokenRequired',
                (get) => !editing || get('shopDomain') !== editing.shopDomain,
              ),
            ]}
            extra={
              editing?.authorization.credentialHint
                ? t('form.keepToken', { hint: editing.authorization.credentialHint })
                : t('form.tokenHelp', { scopes: shopifyScopesFor(inventoryUpdate).join(', ') })
            }
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="inventoryUpdate"
        label={t('fields.inventoryUpdate')}
        rules={[...rules.inventoryUpdate, manualInventoryRule]}
        dependencies={['platform']}
        extra={t('form.inventoryHelp')}
      >
        <Radio.Group
          optionType="button"
          options={INVENTORY_UPDATE_METHODS.map((m) => ({
            value: m,
            label: t(`inventory.${m}`),
            disabled: platform === 'MANUAL' && m === 'AUTO',
          }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={STORE_LIMITS.remark} />
      </Form.Item>
    </EditForm>
  );
};
