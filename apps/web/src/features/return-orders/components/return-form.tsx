import { useTranslation } from 'react-i18next';
import { Form, Input, Spin } from 'antd';
import { createReturnRequest, RETURN_LIMITS, type ReturnDetail, type ReturnOrder } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { DraftEditForm, saveDraft, useDraftForm } from '@/shared/ui/draft-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { returnApi, useReturnChange, useReturnDetail } from '../api';
import { NS } from '../lib/display';
import { bodyOf, valuesOf, type Values } from '../lib/form-values';
import { HeaderFields } from './header-fields';
import { LinesEditor } from './lines-editor';

const rules = zodRules(createReturnRequest);
/** Fields the server may blame (a line's as `lines.<i>.<field>`). */
const FIELDS = [
  'warehouseId',
  'outboundOrderId',
  'trackingNo',
  'carrier',
  'buyerName',
  'lines',
  'remark',
] as const;

/** New return or edit of a draft (a drawer: warehouse, original order, parcel, buyer, lines, remark). */
export const ReturnFormDrawer = (props: FormDialogProps<ReturnOrder>) => (
  <FormDialog ns={NS} as="drawer" width={960} form={ReturnFormLoader} {...props} />
);

/** An edit starts from the draft's detail (its lines). */
const ReturnFormLoader = ({ editing, onDone }: FormProps<ReturnOrder>) => {
  const detail = useReturnDetail(editing?.id ?? null);
  if (editing && !detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <ReturnForm editing={detail.data ?? null} onDone={onDone} />;
};

const ReturnForm = ({ editing, onDone }: { editing: ReturnDetail | null; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const save = useReturnChange(saveDraft(editing, bodyOf, returnApi));
  const edit = useDraftForm({ ns: NS, name: 'return', fields: FIELDS, editing, save, onDone });

  return (
    <DraftEditForm<Values> {...edit} initialValues={valuesOf(editing)}>
      <HeaderFields form={edit.form} />
      <Form.Item label={t('form.lines')} required>
        <LinesEditor form={edit.form} />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={RETURN_LIMITS.remarkMax} showCount data-testid="return-remark" />
      </Form.Item>
    </DraftEditForm>
  );
};
