import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import { CONSIGNEE_LIMITS, type Consignee, type CountryCode } from '@oms/contracts';
import { useCreateConsignee, useUpdateConsignee } from '../api';
import { NS } from '../consignee-columns';
import { countryOptions, postalExample } from '../lib/countries';
import { fieldRules, postalCodeRule, stateRule } from '../lib/form-rules';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget as Target } from '@/shared/ui/form-dialog';

export type FormTarget = Target<Consignee>;

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
const FIELDS = [
  'name',
  'company',
  'country',
  'state',
  'city',
  'address',
  'postalCode',
  'email',
  'phone',
] as const;

type Props = { target: FormTarget | null; onClose: () => void };

/** New consignee or edit of one: the country picks the postal-code format and whether a state is needed. */
export const ConsigneeFormDialog = (props: Props) => (
  <FormDialog ns={NS} width={720} {...props}>
    {(target, onDone) => <ConsigneeForm target={target} onDone={onDone} />}
  </FormDialog>
);

const ConsigneeForm = ({ target, onDone }: { target: FormTarget; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const create = useCreateConsignee();
  const update = useUpdateConsignee();
  const editing = target.mode === 'edit' ? target.row : null;
  const country = Form.useWatch('country', form);
  const example = postalExample(country);

  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: FIELDS,
    editing,
    save: (values: Values, row) =>
      row ? update.mutateAsync({ ...values, id: row.id }) : create.mutateAsync(values),
    onDone,
  });

  const text = (name: keyof Values, max: number, span = 12) => (
    <Col span={span}>
      <Form.Item name={name} label={t(`fields.${name}`)} rules={fieldRules[name]}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<Values>
      form={form}
      name="consignee"
      layout="vertical"
      onFinish={onFinish}
      initialValues={
        editing
          ? {
              ...editing,
              company: editing.company ?? '',
              state: editing.state ?? '',
              postalCode: editing.postalCode ?? '',
              email: editing.email ?? '',
            }
          : { country: 'US' }
      }
    >
      <FormErrorAlert id="consignee_error" error={failure.error} onClose={failure.clear} />
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
            <Input maxLength={CONSIGNEE_LIMITS.state} />
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
        {text('phone', CONSIGNEE_LIMITS.phone)}
        {text('email', CONSIGNEE_LIMITS.email)}
      </Row>
      <FormActions
        ns={NS}
        name="consignee"
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </Form>
  );
};
