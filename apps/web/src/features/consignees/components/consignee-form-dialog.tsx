import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import { CONSIGNEE_FIELD_KEYS, CONSIGNEE_LIMITS, type Consignee, type CountryCode } from '@oms/contracts';
import { createOrUpdate } from '@/shared/api/domain';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { StateInput } from '@/shared/ui/state-input';
import { consigneesApi, useConsigneeChange } from '../api';
import { NS } from '../consignee-columns';
import { countryOptions, postalExample } from '@/shared/lib/countries';
import { fieldRules, phoneRule, postalCodeRule, stateRule } from '../lib/form-rules';

type Values = {
  name: string;
  company?: string;
  country: CountryCode;
  state?: string;
  city: string;
  address: string;
  postalCode?: string;
  email?: string;
  phone: string;
};
/** The form's values of a consignee, or of a new one. */
const valuesOf = (row: Consignee | null): Partial<Values> =>
  row
    ? {
        ...row,
        company: row.company ?? '',
        state: row.state ?? '',
        postalCode: row.postalCode ?? '',
        email: row.email ?? '',
      }
    : { country: 'US' };

/** New consignee or edit of one: the country picks the postal-code format and whether a state is needed. */
export const ConsigneeFormDialog = (props: FormDialogProps<Consignee>) => (
  <FormDialog ns={NS} width={720} form={ConsigneeForm} {...props} />
);

const ConsigneeForm = ({ editing, onDone }: FormProps<Consignee>) => {
  const { t, i18n } = useTranslation(NS);
  const save = useConsigneeChange(
    createOrUpdate<Values>(editing, consigneesApi.create, consigneesApi.update),
  );
  const edit = useEditForm({
    ns: NS,
    name: 'consignee',
    fields: CONSIGNEE_FIELD_KEYS,
    editing,
    save,
    onDone,
  });
  const country = Form.useWatch('country', edit.form);
  const example = postalExample(country);

  const text = (name: keyof Values, max: number, span = 12, more: typeof fieldRules.name = []) => (
    <Col span={span}>
      <Form.Item
        name={name}
        label={t(`fields.${name}`)}
        rules={[...fieldRules[name], ...more]}
        dependencies={more.length > 0 ? ['country'] : undefined}
      >
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );

  return (
    <EditForm {...edit} initialValues={valuesOf(editing)}>
      <Row gutter={16}>
        {text('name', CONSIGNEE_LIMITS.name)}
        {text('company', CONSIGNEE_LIMITS.company)}
        <Col span={12}>
          <Form.Item name="country" label={t('fields.country')} rules={fieldRules.country}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countryOptions(i18n.language)}
              placeholder={t('form.countryPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="state" label={t('fields.state')} dependencies={['country']} rules={[stateRule]}>
            <StateInput country={country} maxLength={CONSIGNEE_LIMITS.state} />
          </Form.Item>
        </Col>
        {text('city', CONSIGNEE_LIMITS.city)}
        <Col span={12}>
          <Form.Item
            name="postalCode"
            label={t('fields.postalCode')}
            dependencies={['country']}
            rules={[postalCodeRule]}
            extra={
              <span data-testid="postal-hint">
                {example ? t('form.postalHint', { example }) : t('form.postalNone')}
              </span>
            }
          >
            <Input maxLength={CONSIGNEE_LIMITS.postalCode} placeholder={example ?? undefined} />
          </Form.Item>
        </Col>
        {text('address', CONSIGNEE_LIMITS.address, 24)}
        {text('phone', CONSIGNEE_LIMITS.phone, 12, [phoneRule])}
        {text('email', CONSIGNEE_LIMITS.email)}
      </Row>
    </EditForm>
  );
};
