import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select, Spin } from 'antd';
import { createRelabelRequest, RELABEL_LIMITS, type RelabelDetail, type RelabelOrder } from '@oms/contracts';
import { warehouseLabel } from '@/shared/lib/warehouse';
import { zodRules } from '@/shared/lib/zod-rule';
import { DraftEditForm, saveDraft, useDraftForm } from '@/shared/ui/draft-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { relabelApi, useRelabelChange, useRelabelDetail, useRelabelWarehouses } from '../api';
import { NS } from '../lib/display';
import { bodyOf, valuesOf, type Values } from '../lib/form-values';
import { LinesEditor } from './lines-editor';

// The upload field loads as the form opens (antd's Upload is not needed by the pages around it).
const LabelFilesField = lazy(() =>
  import('./label-files-field').then((m) => ({ default: m.LabelFilesField })),
);

const rules = zodRules(createRelabelRequest);
/** Fields the server may blame (a line's as `lines.<i>.<field>`). */
const FIELDS = ['warehouseId', 'lines', 'remark', 'labelFileIds'] as const;

/** New relabel order or edit of a draft (a drawer: warehouse, lines, label files, remark). */
export const RelabelFormDrawer = (props: FormDialogProps<RelabelOrder>) => (
  <FormDialog ns={NS} as="drawer" width={900} form={RelabelFormLoader} {...props} />
);

/** An edit starts from the draft's detail (its lines and label files). */
const RelabelFormLoader = ({ editing, onDone }: FormProps<RelabelOrder>) => {
  const detail = useRelabelDetail(editing?.id ?? null);
  if (editing && !detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <RelabelForm editing={detail.data ?? null} onDone={onDone} />;
};

const RelabelForm = ({ editing, onDone }: { editing: RelabelDetail | null; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const warehouses = useRelabelWarehouses();
  const save = useRelabelChange(saveDraft(editing, bodyOf, relabelApi));
  const edit = useDraftForm({ ns: NS, name: 'relabel', fields: FIELDS, editing, save, onDone });
  const known = Object.fromEntries((editing?.labelFiles ?? []).map((f) => [f.id, f.name]));

  return (
    <DraftEditForm<Values> {...edit} initialValues={valuesOf(editing)}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="warehouseId"
            label={t('fields.warehouse')}
            rules={rules.warehouseId}
            extra={t('form.stockHint')}
          >
            <Select
              placeholder={t('form.warehousePlaceholder')}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({
                value: w.id,
                label: warehouseLabel(w, i18n.language),
              }))}
              data-testid="relabel-warehouse"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('form.lines')} required>
        <LinesEditor form={edit.form} />
      </Form.Item>
      <Suspense fallback={null}>
        <LabelFilesField known={known} />
      </Suspense>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={RELABEL_LIMITS.remarkMax} showCount />
      </Form.Item>
    </DraftEditForm>
  );
};
