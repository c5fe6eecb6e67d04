import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Spin,
  Typography,
} from 'antd';
import {
  ADDRESSED_TYPES,
  AGE_CHECKS,
  CUSTOMS_TERMS,
  OUTBOUND_LIMITS,
  OUTBOUND_TYPES,
  PACKAGINGS,
  SIGNATURES,
  TRUCK_MODES,
  fbaFields,
  outboundDraftObject,
  serviceLabel,
  pickupFields,
  truckFields,
  type OutboundDetail,
  type OutboundOrder,
  type OutboundType,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { choices } from '@/shared/lib/choices';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { warehouseLabel } from '@/shared/lib/warehouse';
import { zodRule, zodRules } from '@/shared/lib/zod-rule';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import {
  outboundApi,
  useOutboundChange,
  useOutboundDetail,
  useOutboundQuote,
  useOutboundServices,
  useOutboundWarehouses,
} from '../api';
import { NS, SIGN_PATH } from '../lib/display';
import { attachmentNames, draftOf, priceable, valuesOf, type Values } from '../lib/form-values';
import { LinesEditor } from './lines-editor';
import { PriceTable } from './price-table';
import { RecipientFields } from './recipient-fields';

// The upload fields load as the form opens (antd's Upload is not needed by the pages around it).
const AttachmentFields = lazy(() =>
  import('./attachment-fields').then((m) => ({ default: m.AttachmentFields })),
);

const rules = zodRules(outboundDraftObject);
const FIELDS = [
  'type',
  'warehouseId',
  'serviceCode',
  'referenceNo',
  'lines',
  'recipient',
  'remark',
  'attachments',
] as const;

/** New outbound order or edit of a draft or an order with an error (a large drawer). */
export const OutboundFormDrawer = (props: FormDialogProps<OutboundOrder>) => (
  <FormDialog ns={NS} as="drawer" width={960} form={OutboundFormLoader} {...props} />
);

/** An edit starts from the order's detail (its lines, recipient and options). */
const OutboundFormLoader = ({ editing, onDone }: FormProps<OutboundOrder>) => {
  const detail = useOutboundDetail(editing?.id ?? null);
  if (editing && !detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <OutboundForm editing={detail.data ?? null} onDone={onDone} />;
};

const OutboundForm = ({ editing, onDone }: { editing: OutboundDetail | null; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const warehouses = useOutboundWarehouses();
  const submitAfter = useRef(false);
  const save = useOutboundChange(async (values: Values) => {
    const submit = submitAfter.current;
    submitAfter.current = false;
    const body = draftOf(values);
    if (!editing) return outboundApi.create({ ...body, submit });
    const saved = await outboundApi.update({ ...body, id: editing.id });
    return submit ? outboundApi.submit(editing.id) : saved;
  });
  const edit = useEditForm({ ns: NS, name: 'outbound', fields: FIELDS, editing, save, onDone });
  const type = (Form.useWatch('type', edit.form) as OutboundType | undefined) ?? 'PARCEL';
  const warehouseId = Form.useWatch('warehouseId', edit.form) as string | undefined;
  const services = useOutboundServices(warehouseId);
  const ownLabel =
    ((Form.useWatch(['attachments', 'carrierLabel'], edit.form) as string[] | undefined) ?? []).length > 0;
  const noWarehouse = warehouses.data?.length === 0;

  return (
    // The plain save button saves a draft, whatever "save and submit" was tried before.
    <div
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('#outbound_submit')) submitAfter.current = false;
      }}
    >
      <EditForm<Values>
        {...edit}
        initialValues={valuesOf(editing)}
        note={
          <Button
            onClick={() => {
              submitAfter.current = true;
              edit.form.submit();
            }}
            loading={edit.pending}
            data-testid="outbound-save-submit"
          >
            {t('form.saveAndSubmit')}
          </Button>
        }
      >
        {noWarehouse && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('form.noWarehouse')}
            action={<Link to={SIGN_PATH}>{t('form.signLink')}</Link>}
          />
        )}
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="type" label={t('fields.type')} rules={rules.type}>
              <Select options={choices(OUTBOUND_TYPES, (v) => t(`type.${v}`))} data-testid="outbound-type" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="warehouseId" label={t('fields.warehouse')} extra={t('form.warehouseHint')}>
              <Select
                allowClear
                placeholder={t('form.cheapestWarehouse')}
                loading={warehouses.isLoading}
                options={(warehouses.data ?? []).map((w) => ({
                  value: w.id,
                  label: warehouseLabel(w, i18n.language),
                }))}
                onChange={() => edit.form.setFieldValue('serviceCode', undefined)}
                data-testid="outbound-warehouse"
              />
            </Form.Item>
          </Col>
          {ADDRESSED_TYPES.includes(type) && type !== 'TRUCK' && !ownLabel && (
            <Col xs={12} md={6}>
              <Form.Item name="serviceCode" label={t('fields.serviceCode')}>
                <Select
                  allowClear
                  disabled={!warehouseId}
                  placeholder={t('form.cheapestService')}
                  options={(services.data ?? []).map((s) => ({
                    value: s.code,
                    label: t('form.serviceOption', {
                      name: serviceLabel(s),
                      min: s.transitDays.min,
                      max: s.transitDays.max,
                    }),
                  }))}
                  data-testid="outbound-service"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={6}>
            <Form.Item name="referenceNo" label={t('fields.referenceNo')} rules={rules.referenceNo}>
              <Input maxLength={40} data-testid="outbound-reference" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('form.lines')} required>
          <LinesEditor form={edit.form} />
        </Form.Item>
        {ADDRESSED_TYPES.includes(type) && (
          <Card size="small" title={t('fields.recipient')} style={{ marginBottom: 16 }}>
            <RecipientFields form={edit.form} services={services.data ?? []} />
          </Card>
        )}
        <TypeFields type={type} />
        <Collapse
          ghost
          defaultActiveKey={editing ? ['options'] : []}
          items={[
            {
              key: 'options',
              label: t('form.options'),
              forceRender: true,
              children: <OptionFields type={type} />,
            },
          ]}
        />
        <Suspense fallback={null}>
          <AttachmentFields type={type} known={attachmentNames(editing)} />
        </Suspense>
        <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={OUTBOUND_LIMITS.remark} />
        </Form.Item>
        <PriceCard form={edit.form} />
      </EditForm>
    </div>
  );
};

/** What the type asks for: a truck's mode and pallets, an FBA shipment, a pickup's driver. */
const TypeFields = ({ type }: { type: OutboundType }) => {
  const { t } = useTranslation(NS);
  if (type === 'TRUCK')
    return (
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="truckMode" label={t('form.truckMode')} rules={[zodRule(truckFields.mode)]}>
            <Select
              options={choices(TRUCK_MODES, (v) => t(`truckMode.${v}`))}
              data-testid="outbound-truck-mode"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="pallets" label={t('form.pallets')} rules={[zodRule(truckFields.pallets)]}>
            <InputNumber min={1} max={OUTBOUND_LIMITS.pallets} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="truckAt" label={t('form.appointmentAt')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="liftgate" valuePropName="checked" label=" ">
            <Checkbox>{t('form.liftgate')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    );
  if (type === 'FBA')
    return (
      <Row gutter={16}>
        {(
          [
            ['fbaShipmentId', fbaFields.shipmentId, 'FBA15K7Y2QXZ'],
            ['fbaWarehouseCode', fbaFields.warehouseCode, 'ONT8'],
            ['fbaReferenceId', fbaFields.referenceId, '7Y2QXZ15'],
          ] as const
        ).map(([name, schema, example]) => (
          <Col xs={24} md={8} key={name}>
            <Form.Item name={name} label={t(`form.${name}`)} rules={[zodRule(schema)]}>
              <Input placeholder={example} data-testid={`outbound-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    );
  if (type === 'PICKUP')
    return (
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="pickupPerson"
            label={t('form.pickupPerson')}
            rules={[zodRule(pickupFields.person)]}
          >
            <Input maxLength={OUTBOUND_LIMITS.pickupPerson} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="vehicle" label={t('form.vehicle')} rules={[zodRule(pickupFields.vehicle)]}>
            <Input maxLength={OUTBOUND_LIMITS.vehicle} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="pickupAt"
            label={t('form.appointmentAt')}
            rules={[{ required: true, message: t('form.pickupTimeRequired') }]}
          >
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    );
  return null;
};

/** Packaging, shortage, expedited, insurance, signature, age check, customs. */
const OptionFields = ({ type }: { type: OutboundType }) => {
  const { t } = useTranslation(NS);
  return (
    <Row gutter={16}>
      <Col xs={12} md={6}>
        <Form.Item name="suggestedPackaging" label={t('form.suggestedPackaging')}>
          <Select allowClear options={choices(PACKAGINGS, (v) => t(`packaging.${v}`))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="insuredAmount" label={t('form.insuredAmount')} rules={rules.insuredAmount}>
          <Input placeholder="0.00" data-testid="outbound-insured" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="signature" label={t('form.signature')}>
          <Select options={choices(SIGNATURES, (v) => t(`signature.${v}`))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="ageCheck" label={t('form.ageCheck')}>
          <Select options={choices(AGE_CHECKS, (v) => t(`ageCheck.${v}`))} />
        </Form.Item>
      </Col>
      {ADDRESSED_TYPES.includes(type) && (
        <>
          <Col xs={12} md={6}>
            <Form.Item name="customsTerms" label={t('form.customsTerms')}>
              <Select allowClear options={choices(CUSTOMS_TERMS, (v) => t(`customsTerms.${v}`))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="iossNumber" label={t('form.iossNumber')} rules={rules.iossNumber}>
              <Input maxLength={12} placeholder="IM0000000000" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={12} md={6}>
        <Form.Item name="shortageAllowed" valuePropName="checked" label=" ">
          <Checkbox>{t('form.shortageAllowed')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="expedited" valuePropName="checked" label=" ">
          <Checkbox>{t('form.expedited')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
};

/**
 * The order's price as the form stands, asked of the server (the same pricing the submit freezes):
 * each fee line, the totals, the service and, when the portal chose them, which warehouse and why.
 */
const PriceCard = ({ form }: { form: ReturnType<typeof Form.useForm<Values>>[0] }) => {
  const { t, i18n } = useTranslation(NS);
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const draft = useMemo(() => (values ? draftOf(values) : null), [values]);
  const settled = useDebouncedValue(draft && priceable(draft) ? JSON.stringify(draft) : null, 400);
  const quote = useOutboundQuote(useMemo(() => (settled ? JSON.parse(settled) : null), [settled]));
  return (
    <Card size="small" title={t('price.title')} data-testid="outbound-price">
      {!settled ? (
        <Typography.Text type="secondary">{t('price.fillFirst')}</Typography.Text>
      ) : quote.isError ? (
        <Alert
          type="warning"
          showIcon
          title={errorText(quote.error, t('failed'))}
          data-testid="outbound-price-error"
        />
      ) : !quote.data ? (
        <Spin size="small" />
      ) : (
        <Spin spinning={quote.isFetching} size="small">
          {(quote.data.chosenWarehouse || quote.data.chosenService) && (
            <Typography.Paragraph type="secondary" data-testid="outbound-price-chosen">
              {quote.data.chosenWarehouse &&
                t('price.chosenWarehouse', {
                  warehouse: warehouseLabel(quote.data.warehouse, i18n.language),
                })}{' '}
              {quote.data.chosenService &&
                quote.data.service &&
                t('price.chosenService', { name: quote.data.service.name })}
            </Typography.Paragraph>
          )}
          <PriceTable price={quote.data} testId="outbound-quote" />
        </Spin>
      )}
    </Card>
  );
};
