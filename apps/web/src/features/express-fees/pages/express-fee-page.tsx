import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Segmented, Select } from 'antd';
import {
  countryText,
  TRIAL_LIMITS,
  UNIT_SYSTEM_UNITS,
  UNIT_SYSTEMS,
  type CountryCode,
  type TrialRequestIn,
  type TrialResult,
  type UnitSystem,
} from '@oms/contracts';
import { FormErrorAlert, useFormError } from '@/shared/ui/form-error';
import { StateInput } from '@/shared/ui/state-input';
import { useTrial, useTrialOptions } from '../api';
import { QuoteTable } from '../components/quote-table';
import { fieldRules, postalCodeRule, stateRule } from '../lib/form-rules';
import { convertMeasure, NS } from '../lib/units';

type Values = Omit<TrialRequestIn, 'pieces'> & { pieces: number };
const FIELDS = [
  'warehouseId',
  'country',
  'state',
  'postalCode',
  'weight',
  'length',
  'width',
  'height',
  'pieces',
] as const;
const SIZES = ['length', 'width', 'height'] as const;

/** /finance/expressFeeCount: a parcel priced by every carrier service of a warehouse, cheapest first. */
const ExpressFeePage = () => {
  const { t, i18n } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const options = useTrialOptions();
  const trial = useTrial();
  const error = useFormError(form, FIELDS, t('failed'));
  const [result, setResult] = useState<{ data: TrialResult; unitSystem: UnitSystem } | null>(null);
  const warehouses = options.data?.warehouses ?? [];
  const warehouseId = Form.useWatch('warehouseId', form);
  const unitSystem = (Form.useWatch('unitSystem', form) ?? 'METRIC') as UnitSystem;
  const country = Form.useWatch('country', form) as CountryCode | undefined;
  const countries = warehouses.find((w) => w.id === warehouseId)?.countries ?? [];
  const units = UNIT_SYSTEM_UNITS[unitSystem];
  const en = i18n.language === 'en';

  // The first warehouse and its first country, once the options arrive.
  const first = options.data?.warehouses[0];
  useEffect(() => {
    if (first && !form.getFieldValue('warehouseId'))
      form.setFieldsValue({ warehouseId: first.id, country: first.countries[0] });
  }, [first, form]);

  const switchUnits = (to: UnitSystem) => {
    const from = unitSystem;
    const v = form.getFieldsValue();
    form.setFieldsValue({
      unitSystem: to,
      weight: convertMeasure(v.weight as string | undefined, 'weight', from, to),
      ...Object.fromEntries(
        SIZES.map((k) => [k, convertMeasure(v[k] as string | undefined, 'size', from, to)]),
      ),
    });
  };

  const submit = async (values: Values) => {
    error.clear();
    try {
      const data = await trial.mutateAsync(values);
      setResult({ data, unitSystem: values.unitSystem as UnitSystem });
    } catch (err) {
      error.show(err);
    }
  };

  const measure = (name: 'weight' | (typeof SIZES)[number], unit: string) => (
    <Col xs={12} md={6} key={name}>
      <Form.Item name={name} label={t(`fields.${name}`)} rules={fieldRules[name]}>
        <Input suffix={unit} inputMode="decimal" />
      </Form.Item>
    </Col>
  );

  return (
    <Flex vertical gap={16} data-testid="express-fee-page">
      <Card title={t('title')}>
        <FormErrorAlert id="express-fee-error" error={error.error} onClose={error.clear} />
        <Form<Values>
          form={form}
          name="express-fee"
          layout="vertical"
          initialValues={{ unitSystem: 'METRIC', pieces: 1 }}
          onFinish={submit}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="warehouseId" label={t('fields.warehouse')} rules={fieldRules.warehouseId}>
                <Select
                  loading={options.isLoading}
                  options={warehouses.map((w) => ({
                    value: w.id,
                    label: `${w.code} · ${en ? w.nameEn : w.nameZh}`,
                  }))}
                  onChange={(id: string) =>
                    form.setFieldsValue({ country: warehouses.find((w) => w.id === id)?.countries[0] })
                  }
                  notFoundContent={<Empty description={t('noWarehouses')} />}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="country" label={t('fields.country')} rules={fieldRules.country}>
                <Select<CountryCode>
                  showSearch={{ optionFilterProp: 'label' }}
                  options={countries.map((c) => ({
                    value: c,
                    label: countryText(c, en ? 'en' : 'zh'),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name="state"
                label={t('fields.state')}
                dependencies={['country']}
                rules={[stateRule]}
              >
                <StateInput country={country} maxLength={TRIAL_LIMITS.state} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name="postalCode"
                label={t('fields.postalCode')}
                dependencies={['country']}
                rules={[postalCodeRule]}
              >
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="unitSystem" label={t('fields.unitSystem')}>
                <Segmented<UnitSystem>
                  options={UNIT_SYSTEMS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                  onChange={switchUnits}
                  data-testid="express-fee-units"
                />
              </Form.Item>
            </Col>
            {measure('weight', units.weight)}
            <Col xs={12} md={6}>
              <Form.Item name="pieces" label={t('fields.pieces')} rules={fieldRules.pieces}>
                <InputNumber min={1} max={TRIAL_LIMITS.piecesMax} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>{SIZES.map((k) => measure(k, units.size))}</Row>
          <Flex gap={8}>
            <Button
              type="primary"
              htmlType="submit"
              loading={trial.isPending}
              data-testid="express-fee-submit"
            >
              {t('submit')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setResult(null);
              }}
            >
              {t('reset')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Card title={t('result')}>
        {result ? (
          <QuoteTable quotes={result.data.quotes} unitSystem={result.unitSystem} />
        ) : (
          <Empty description={t('empty')} />
        )}
      </Card>
    </Flex>
  );
};

export default ExpressFeePage;
