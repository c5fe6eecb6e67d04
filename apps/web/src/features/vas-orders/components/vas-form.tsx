import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select, Spin } from 'antd';
import {
  createVasRequest,
  VAS_LIMITS,
  VAS_SERVICE_TYPES,
  type VasDetail,
  type VasOrder,
  type VasServiceType,
} from '@oms/contracts';
import { warehouseLabel } from '@/shared/lib/warehouse';
import { zodRules } from '@/shared/lib/zod-rule';
import { DraftEditForm, saveDraft, useDraftForm } from '@/shared/ui/draft-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { useVasChange, useVasDetail, useVasWarehouses, vasApi } from '../api';
import { NS } from '../lib/display';
import { bodyOf, isKitting, valuesOf, type Values } from '../lib/form-values';
import { KitFields } from './kit-fields';
import { LinesEditor } from './lines-editor';

// The upload field loads as the form opens (antd's Upload is not needed by the pages around it).
const VasAttachmentsField = lazy(() =>
  import('./attachments-field').then((m) => ({ default: m.VasAttachmentsField })),
);

const rules = zodRules(createVasRequest);
/** Fields the server may blame (a line's as `lines.<i>.<field>`, the kit's as `kit.<field>`). */
const FIELDS = [
  'warehouseId',
  'serviceType',
  'lines',
  'kit',
  'requirements',
  'remark',
  'attachmentIds',
] as const;

/** New VAS order or edit of a draft (a drawer: warehouse, service, lines or kit, requirements, files). */
export const VasFormDrawer = (props: FormDialogProps<VasOrder>) => (
  <FormDialog ns={NS} as="drawer" width={900} form={VasFormLoader} {...props} />
);

/** An edit starts from the draft's detail (its lines or kit and attachments). */
const VasFormLoader = ({ editing, onDone }: FormProps<VasOrder>) => {
  const detail = useVasDetail(editing?.id ?? null);
  if (editing && !detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <VasForm editing={detail.data ?? null} onDone={onDone} />;
};

const VasForm = ({ editing, onDone }: { editing: VasDetail | null; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const warehouses = useVasWarehouses();
  const save = useVasChange(saveDraft(editing, bodyOf, vasApi));
  const edit = useDraftForm({ ns: NS, name: 'vas', fields: FIELDS, editing, save, onDone });
  const service = Form.useWatch('serviceType', edit.form) as VasServiceType | undefined;
  const known = Object.fromEntries((editing?.attachments ?? []).map((f) => [f.id, f.name]));

  return (
    <DraftEditForm<Values> {...edit} initialValues={valuesOf(editing)}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="warehouseId" label={t('fields.warehouse')} rules={rules.warehouseId}>
            <Select
              placeholder={t('form.warehousePlaceholder')}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({
                value: w.id,
                label: warehouseLabel(w, i18n.language),
              }))}
              data-testid="vas-warehouse"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="serviceType"
            label={t('fields.serviceType')}
            rules={rules.serviceType}
            extra={t('form.quoteHint')}
          >
            <Select
              placeholder={t('form.servicePlaceholder')}
              options={VAS_SERVICE_TYPES.map((s) => ({ value: s, label: t(`service.${s}`) }))}
              data-testid="vas-service"
            />
          </Form.Item>
        </Col>
      </Row>
      {isKitting(service) ? (
        <Form.Item label={t('form.kit')} required>
          <KitFields form={edit.form} />
        </Form.Item>
      ) : (
        <Form.Item label={t('form.lines')} required>
          <LinesEditor form={edit.form} />
        </Form.Item>
      )}
      <Form.Item name="requirements" label={t('fields.requirements')} rules={rules.requirements}>
        <Input.TextArea
          rows={3}
          maxLength={VAS_LIMITS.requirementsMax}
          showCount
          placeholder={t('form.requirementsPlaceholder')}
          data-testid="vas-requirements"
        />
      </Form.Item>
      <Suspense fallback={null}>
        <VasAttachmentsField known={known} />
      </Suspense>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={VAS_LIMITS.remarkMax} showCount data-testid="vas-remark" />
      </Form.Item>
    </DraftEditForm>
  );
};
