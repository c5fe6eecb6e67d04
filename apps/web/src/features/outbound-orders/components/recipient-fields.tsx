import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Col, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import {
  CONSIGNEE_LIMITS,
  CONSIGNEE_CODES,
  consigneeObject,
  poBoxIssue,
  type Consignee,
  type OutboundServiceOption,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { countryOptions, postalExample } from '@/shared/lib/countries';
import { postalCodeRule as countryPostalCodeRule, stateRule } from '@/shared/lib/country-rules';
import { phoneRule } from '@/shared/lib/phone-rule';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { zodRules } from '@/shared/lib/zod-rule';
import { useSession } from '@/shared/stores/session-store';
import { StateInput } from '@/shared/ui/state-input';
import { useConsigneeChoices } from '../api';
import { NS } from '../lib/display';
import type { RECIPIENT_KEYS, RecipientValues } from '../lib/form-values';

// The recipient: the address book's fields and rules (contracts `consigneeObject`, the country's
// postal format, state list and phone plan), filled by hand or from the book, and kept there on request.
const rules = zodRules(consigneeObject);
const postalCodeRule = countryPostalCodeRule();

/**
 * The PO-box rule (contracts `poBoxIssue`, as the server prices): against the chosen service, or the
 * warehouse's services when none is chosen; not judged before the warehouse's services are known.
 */
const poBoxRule =
  (services: readonly OutboundServiceOption[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (services.length === 0 || typeof value !== 'string') return;
      const code: unknown = getFieldValue('serviceCode');
      const issue = poBoxIssue(value, services.find((s) => s.code === code) ?? null, services);
      if (issue) throw new Error(i18n.t(`messages:${issue.key}`, issue.params as Record<string, unknown>));
    },
  });

/** Fills the recipient from an address book entry. */
const fromConsignee = (c: Consignee): RecipientValues => ({
  name: c.name,
  company: c.company ?? undefined,
  country: c.country,
  state: c.state ?? undefined,
  city: c.city,
  address: c.address,
  postalCode: c.postalCode ?? undefined,
  phone: c.phone,
  email: c.email ?? undefined,
});

export const RecipientFields = ({
  form,
  services,
}: {
  form: FormInstance;
  /** The chosen warehouse's carrier services (the PO-box rule reads them). */
  services: readonly OutboundServiceOption[];
}) => {
  const { t, i18n } = useTranslation(NS);
  const country = Form.useWatch('country', form);
  const example = postalExample(country);
  const canBook = useSession((s) => s.permissions.includes(CONSIGNEE_CODES.view));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const book = useConsigneeChoices(name, canBook && open);

  const text = (
    key: (typeof RECIPIENT_KEYS)[number],
    max: number,
    span = 12,
    more = [] as typeof rules.name,
    dependencies = more.length > 0 ? ['country'] : undefined,
  ) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={key}
        label={t(`recipientFields.${key}`)}
        rules={[...(rules[key] ?? []), ...more]}
        dependencies={dependencies}
      >
        <Input maxLength={max} data-testid={`outbound-recipient-${key}`} />
      </Form.Item>
    </Col>
  );

  return (
    <>
      {canBook && (
        <Form.Item label={t('form.fromBook')}>
          <Select<string>
            showSearch={{ filterOption: false, onSearch: setSearch }}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setSearch('');
            }}
            placeholder={t('form.fromBookPlaceholder')}
            value={null as unknown as string}
            options={(book.data?.records ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} · ${c.city} ${c.postalCode ?? ''}`,
            }))}
            onChange={(id) => {
              const picked = book.data?.records.find((c) => c.id === id);
              if (picked) form.setFieldsValue(fromConsignee(picked));
            }}
            data-testid="outbound-recipient-book"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        {text('name', CONSIGNEE_LIMITS.name, 8)}
        {text('company', CONSIGNEE_LIMITS.company, 8)}
        {text('phone', CONSIGNEE_LIMITS.phone, 8, [phoneRule])}
        <Col xs={24} md={8}>
          <Form.Item name="country" label={t('recipientFields.country')} rules={rules.country}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countryOptions(i18n.language)}
              data-testid="outbound-recipient-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="state"
            label={t('recipientFields.state')}
            dependencies={['country']}
            rules={[stateRule]}
          >
            <StateInput country={country} maxLength={CONSIGNEE_LIMITS.state} />
          </Form.Item>
        </Col>
        {text('city', CONSIGNEE_LIMITS.city, 8)}
        <Col xs={24} md={8}>
          <Form.Item
            name="postalCode"
            label={t('recipientFields.postalCode')}
            dependencies={['country']}
            rules={[postalCodeRule]}
          >
            <Input
              maxLength={CONSIGNEE_LIMITS.postalCode}
              placeholder={example ?? undefined}
              data-testid="outbound-recipient-postalCode"
            />
          </Form.Item>
        </Col>
        {text('address', CONSIGNEE_LIMITS.address, 16, [poBoxRule(services)], ['serviceCode'])}
        {text('email', CONSIGNEE_LIMITS.email, 12)}
        <Col xs={24} md={12}>
          <Form.Item name="saveRecipient" valuePropName="checked" label=" ">
            <Checkbox data-testid="outbound-save-recipient">{t('form.saveRecipient')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};
