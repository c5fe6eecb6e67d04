import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Col,
  Collapse,
  DatePicker,
  Form,
  Input,
  Row,
  Select,
  Spin,
  type FormRule,
} from 'antd';
import { Link } from 'react-router';
import {
  CONTAINER_TYPES,
  createInboundOrderRequest,
  HEAD_LEG_SERVICES,
  headLegFieldsOf,
  INBOUND_ATTACHMENT_KINDS,
  INBOUND_FILE_MODULE,
  INBOUND_LIMITS,
  INBOUND_REFERENCE_FIELDS,
  HEAD_LEG_FIELDS,
  INBOUND_TYPES,
  type HeadLegField,
  type HeadLegService,
  type InboundDetail,
  type InboundOrder,
} from '@oms/contracts';
import { choices } from '@/shared/lib/choices';
import { zodRules } from '@/shared/lib/zod-rule';
import { AttachmentsField } from '@/shared/ui/attachments-field';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { inboundApi, useInboundChange, useInboundDetail, useInboundWarehouses } from '../api';
import { NS, SIGN_PATH } from '../lib/display';
import { LinesEditor } from './lines-editor';
import { dateProps, orderRule, valuesOf, type Values } from '../lib/form-values';
import { warehouseLabel } from '@/shared/lib/warehouse';

const rules = zodRules(createInboundOrderRequest);
const FIELDS = [
  'warehouseId',
  'inboundType',
  'headLeg',
  'expectedArrival',
  ...HEAD_LEG_FIELDS,
  'remark',
  'lines',
  'attachments',
] as const;

/** New inbound order or edit of a draft or rejected one (a large drawer: header, lines, documents). */
export const InboundFormDrawer = (props: FormDialogProps<InboundOrder>) => (
  <FormDialog ns={NS} as="drawer" width={900} form={InboundFormLoader} {...props} />
);

/** An edit starts from the order's detail (its lines and documents). */
const InboundFormLoader = ({ editing, onDone }: FormProps<InboundOrder>) => {
  const detail = useInboundDetail(editing?.id ?? null);
  if (editing && !detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <InboundForm editing={detail.data ?? null} onDone={onDone} />;
};

const InboundForm = ({ editing, onDone }: { editing: InboundDetail | null; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const warehouses = useInboundWarehouses();
  const submitAfter = useRef(false);
  const save = useInboundChange(async (values: Values) => {
    const submit = submitAfter.current;
    submitAfter.current = false;
    const body = {
      ...values,
      lines: values.lines.map((l) => ({ productId: l.productId ?? '', boxes: l.boxes ?? 0 })),
    };
    if (!editing) return inboundApi.create({ ...body, submit });
    const saved = await inboundApi.update({ ...body, id: editing.id });
    return submit ? inboundApi.submit(editing.id) : saved;
  });
  const edit = useEditForm({ ns: NS, name: 'inbound', fields: FIELDS, editing, save, onDone });
  const known = Object.fromEntries(
    editing ? INBOUND_ATTACHMENT_KINDS.flatMap((k) => editing.attachments[k].map((f) => [f.id, f.name])) : [],
  );
  // The fields and labels are the head-leg's: a parcel's carrier and tracking numbers, a truck's driver.
  const headLeg = (Form.useWatch('headLeg', edit.form) as HeadLegService | undefined) ?? 'SEA_FCL';
  const legFields = headLegFieldsOf(headLeg);
  const labelOf = (name: HeadLegField) => t(`headLegField.${headLeg}.${name}`);
  type TextField = Exclude<HeadLegField, 'containerType' | 'etd' | 'eta'>;
  const maxOf = (name: HeadLegField) =>
    INBOUND_REFERENCE_FIELDS.includes(name) ? INBOUND_LIMITS.referenceNoMax : INBOUND_LIMITS.textMax;
  const text = (name: TextField, max: number = INBOUND_LIMITS.textMax, extra: FormRule[] = []) => (
    <Form.Item
      name={name}
      label={labelOf(name)}
      rules={[...(rules[name] ?? []), ...extra]}
      dependencies={extra.length ? ['headLeg'] : undefined}
    >
      <Input maxLength={max} data-testid={`inbound-field-${name}`} />
    </Form.Item>
  );
  const date = (name: 'expectedArrival' | 'etd' | 'eta') => (
    <Form.Item
      name={name}
      label={name === 'expectedArrival' ? t('fields.expectedArrival') : labelOf(name)}
      rules={name === 'eta' ? [...rules.eta, orderRule('eta')] : rules[name]}
      dependencies={name === 'eta' ? ['etd'] : undefined}
      {...dateProps}
    >
      <DatePicker style={{ width: '100%' }} />
    </Form.Item>
  );
  const noWarehouse = warehouses.data?.length === 0;

  return (
    // The plain save button saves a draft, whatever "save and submit" was tried before.
    <div
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('#inbound_submit')) submitAfter.current = false;
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
            data-testid="inbound-save-submit"
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
          <Col xs={24} md={8}>
            <Form.Item name="warehouseId" label={t('fields.warehouse')} rules={rules.warehouseId}>
              <Select
                loading={warehouses.isLoading}
                options={(warehouses.data ?? []).map((w) => ({
                  value: w.id,
                  label: warehouseLabel(w, i18n.language),
                }))}
                data-testid="inbound-warehouse"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="inboundType" label={t('fields.inboundType')} rules={rules.inboundType}>
              <Select options={choices(INBOUND_TYPES, (v) => t(`inboundType.${v}`))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="headLeg" label={t('fields.headLeg')} rules={rules.headLeg}>
              <Select
                options={choices(HEAD_LEG_SERVICES, (v) => t(`headLeg.${v}`))}
                data-testid="inbound-head-leg"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {date('expectedArrival')}
          </Col>
          {legFields.includes('containerNo') && (
            <Col xs={12} md={8}>
              {text('containerNo', INBOUND_LIMITS.containerNoMax, [orderRule('containerNo')])}
            </Col>
          )}
          {legFields.includes('containerType') && (
            <Col xs={12} md={8}>
              <Form.Item
                name="containerType"
                label={labelOf('containerType')}
                dependencies={['headLeg']}
                rules={[...(rules.containerType ?? []), orderRule('containerType')]}
              >
                <Select allowClear options={choices(CONTAINER_TYPES, (v) => t(`containerType.${v}`))} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item label={t('form.lines')} required>
          <LinesEditor form={edit.form} />
        </Form.Item>
        <Collapse
          ghost
          defaultActiveKey={editing ? ['shipping', 'documents'] : []}
          items={[
            {
              key: 'shipping',
              label: t('form.shipping'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  {legFields
                    .filter((f) => f !== 'containerNo' && f !== 'containerType')
                    .map((f) => (
                      <Col xs={12} md={8} key={f}>
                        {f === 'etd' || f === 'eta' ? date(f) : text(f as TextField, maxOf(f))}
                      </Col>
                    ))}
                </Row>
              ),
            },
            {
              key: 'documents',
              label: t('form.documents'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  {INBOUND_ATTACHMENT_KINDS.map((kind) => (
                    <Col xs={24} md={8} key={kind}>
                      <Form.Item name={['attachments', kind]} label={t(`attachmentKind.${kind}`)}>
                        <AttachmentsField
                          ns={NS}
                          module={INBOUND_FILE_MODULE}
                          max={INBOUND_LIMITS.attachmentsPerKindMax}
                          known={known}
                          testId={`inbound-attachments-${kind}`}
                          size="small"
                        />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              ),
            },
          ]}
        />
        <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={INBOUND_LIMITS.remarkMax} />
        </Form.Item>
      </EditForm>
    </div>
  );
};
