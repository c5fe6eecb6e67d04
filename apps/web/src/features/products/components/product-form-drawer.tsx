import { useTranslation } from 'react-i18next';
import { Alert, Col, Collapse, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import {
  BATTERY_TYPES,
  createProductRequest,
  DANGEROUS_CLASSES,
  PRODUCT_CATEGORIES,
  PRODUCT_LIMITS,
  type Product,
  type SizeUnit,
  type WeightUnit,
} from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useBrandOptions } from '@/features/brands';
import { productsApi, useProductChange } from '../api';
import { createOrUpdate } from '@/shared/api/domain';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { NS } from '../lib/display';
import {
  convertSize,
  convertWeight,
  formValuesOf,
  MEASURE_FIELDS,
  type FormValues,
} from '../lib/form-values';
import { ProductImagesField } from './product-images-field';
import { choices, namedChoices } from '@/shared/lib/choices';

const rules = zodRules(createProductRequest);
const FIELDS = Object.keys(createProductRequest.shape) as (keyof FormValues)[];

/** New product or edit of one (a passed one keeps its SKU, weight and sizes). */
export const ProductFormDrawer = (props: FormDialogProps<Product>) => (
  <FormDialog ns={NS} as="drawer" width={720} form={ProductForm} {...props} />
);

const ProductForm = ({ editing, onDone }: FormProps<Product>) => {
  const { t } = useTranslation(NS);
  const brands = useBrandOptions();
  const save = useProductChange(createOrUpdate<FormValues>(editing, productsApi.create, productsApi.update));
  const edit = useEditForm({ ns: NS, name: 'product', fields: FIELDS, editing, save, onDone });
  const { form } = edit;
  const locked = editing?.status === 'PASSED';

  // A unit switch converts what is typed (two units each: the other one is where it came from).
  const onWeightUnit = (to: WeightUnit) =>
    form.setFieldValue(
      'forecastWeight',
      convertWeight(form.getFieldValue('forecastWeight') as string, to === 'kg' ? 'lbs' : 'kg', to),
    );
  const onSizeUnit = (to: SizeUnit) =>
    MEASURE_FIELDS.forEach((f) =>
      form.setFieldValue(f, convertSize(form.getFieldValue(f) as string, to === 'cm' ? 'inch' : 'cm', to)),
    );

  const text = (name: keyof FormValues, max: number, extra: { disabled?: boolean } = {}) => (
    <Form.Item name={name} label={t(`fields.${name}`)} rules={rules[name]}>
      <Input maxLength={max} {...extra} />
    </Form.Item>
  );
  const unitSwitch = <U extends string>(
    name: 'weightUnit' | 'sizeUnit',
    units: U[],
    onChange: (to: U) => void,
  ) => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      <Radio.Group
        disabled={locked}
        optionType="button"
        options={units}
        onChange={(e) => onChange(e.target.value as U)}
      />
    </Form.Item>
  );
  const unitLabel = (key: 'weight' | 'size') => (
    <Form.Item noStyle shouldUpdate>
      {() => t(`fields.${key}In`, { unit: form.getFieldValue(key === 'weight' ? 'weightUnit' : 'sizeUnit') })}
    </Form.Item>
  );

  return (
    <EditForm
      {...edit}
      initialValues={editing ? formValuesOf(editing) : { weightUnit: 'kg', sizeUnit: 'cm', imageFileIds: [] }}
    >
      {locked && <Alert type="info" showIcon title={t('form.lockedHint')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col span={12}>{text('sku', PRODUCT_LIMITS.skuMax, { disabled: locked })}</Col>
        <Col span={12}>
          <Form.Item name="brandId" label={t('fields.brand')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={brands.isLoading}
              options={namedChoices(brands.data)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>{text('nameCn', PRODUCT_LIMITS.nameMax)}</Col>
        <Col span={12}>{text('nameEn', PRODUCT_LIMITS.nameMax)}</Col>
        <Col span={12}>
          <Form.Item name="category" label={t('fields.category')} rules={rules.category}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={choices(PRODUCT_CATEGORIES, (c) => t(`category.${c}`))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="piecesPerCarton" label={t('fields.piecesPerCarton')} rules={rules.piecesPerCarton}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>{unitSwitch('weightUnit', ['kg', 'lbs'], onWeightUnit)}</Col>
        <Col span={12}>{unitSwitch('sizeUnit', ['cm', 'inch'], onSizeUnit)}</Col>
        <Col span={6}>
          <Form.Item name="forecastWeight" label={unitLabel('weight')} rules={rules.forecastWeight}>
            <Input disabled={locked} inputMode="decimal" />
          </Form.Item>
        </Col>
        {MEASURE_FIELDS.map((f) => (
          <Col span={6} key={f}>
            <Form.Item name={f} label={t(`fields.${f}`)} rules={rules[f]} extra={unitLabel('size')}>
              <Input disabled={locked} inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
        <Col span={12}>
          <Form.Item name="declaredValue" label={t('fields.declaredValue')} rules={rules.declaredValue}>
            <Input prefix="$" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col span={12}>{text('introductionUrl', PRODUCT_LIMITS.urlMax)}</Col>
        <Col span={24}>
          <Form.Item name="imageFileIds" label={t('fields.images')} rules={rules.imageFileIds}>
            <ProductImagesField />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={PRODUCT_LIMITS.textMax} />
          </Form.Item>
        </Col>
      </Row>
      <Collapse
        ghost
        items={[
          {
            key: 'customs',
            label: t('form.customs'),
            forceRender: true,
            children: (
              <Row gutter={16}>
                <Col span={12}>{text('hsCode', 10)}</Col>
                <Col span={12}>{text('material', PRODUCT_LIMITS.materialMax)}</Col>
                <Col span={12}>{text('declaredNameCn', PRODUCT_LIMITS.declaredNameMax)}</Col>
                <Col span={12}>{text('declaredNameEn', PRODUCT_LIMITS.declaredNameMax)}</Col>
                <Col span={12}>
                  <Form.Item name="batteryType" label={t('fields.batteryType')}>
                    <Select allowClear options={choices(BATTERY_TYPES, (b) => t(`battery.${b}`))} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="dangerousClass" label={t('fields.dangerousClass')}>
                    <Select
                      allowClear
                      options={DANGEROUS_CLASSES.map((d) => ({
                        value: d,
                        label: d === 'NONE' ? t('dangerous.NONE') : t('dangerous.class', { n: d }),
                      }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </EditForm>
  );
};
