import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import {
  CLAIM_DOCUMENT_TYPES,
  CLAIM_LIMITS,
  CLAIM_TYPES,
  CURRENCIES,
  CURRENCY_SHORT,
  createClaimRequest,
  type Claim,
  type CreateClaimRequest,
} from '@oms/contracts';
import { choices } from '@/shared/lib/choices';
import { zodRules } from '@/shared/lib/zod-rule';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { AttachmentsField } from '@/shared/ui/attachments-field';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { claimsApi, useClaimChange } from '../api';
import { CLAIM_FILE_MODULE, NS } from '../claim-columns';

const FIELDS = [
  'relatedType',
  'relatedNo',
  'claimType',
  'reason',
  'expectedAmount',
  'currency',
  'attachments',
] as const;
const rules = zodRules(createClaimRequest);

/** "New claim": the related document, what happened, how much, and the evidence. */
export const ClaimFormDialog = (props: FormDialogProps<Claim>) => (
  <FormDialog ns={NS} width={620} form={ClaimForm} {...props} />
);

const ClaimForm = ({ editing, onDone }: FormProps<Claim>) => {
  const { t } = useTranslation(NS);
  const save = useClaimChange((values: CreateClaimRequest) => claimsApi.create(values));
  const edit = useEditForm({ ns: NS, name: 'claim', fields: FIELDS, editing, save, onDone });
  return (
    <EditForm<CreateClaimRequest>
      {...edit}
      initialValues={{ relatedType: 'OUTBOUND', claimType: 'DAMAGED', currency: 'USD', attachments: [] }}
    >
      <Row gutter={12}>
        <Col span={10}>
          <Form.Item name="relatedType" label={t('fields.relatedType')} rules={rules.relatedType}>
            <Select options={choices(CLAIM_DOCUMENT_TYPES, (v) => t(`relatedType.${v}`))} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="relatedNo" label={t('fields.relatedNo')} rules={rules.relatedNo}>
            <Input maxLength={CLAIM_LIMITS.relatedNoMax} placeholder={t('form.relatedNoPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="claimType" label={t('fields.claimType')} rules={rules.claimType}>
        <Select options={choices(CLAIM_TYPES, (v) => t(`claimType.${v}`))} />
      </Form.Item>
      <Form.Item name="reason" label={t('fields.reason')} rules={rules.reason}>
        <Input.TextArea rows={3} maxLength={CLAIM_LIMITS.reasonMax} showCount />
      </Form.Item>
      <Row gutter={12}>
        <Col span={10}>
          <Form.Item name="currency" label={t('fields.currency')} rules={rules.currency}>
            <Select options={choices(CURRENCIES, (v) => CURRENCY_SHORT[v])} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="expectedAmount" label={t('fields.expectedAmount')} rules={rules.expectedAmount}>
            <Input inputMode="decimal" placeholder={t('form.amountPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="attachments" label={t('fields.attachments')} rules={rules.attachments}>
        <AttachmentsField
          ns={NS}
          module={CLAIM_FILE_MODULE}
          max={CLAIM_LIMITS.attachmentsMax}
          testId="claim-attachments"
        />
      </Form.Item>
    </EditForm>
  );
};
