import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Divider, Form, Input, Row, type FormInstance } from 'antd';
import {
  CERTIFICATION_LIMITS,
  certificationProfile,
  type CertificationField,
  type CertificationProfileView,
} from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { NS } from '../lib/status';
import { ImageField } from './image-field';

/** Form values: every field a string while edited (blank: not filled in). */
export type CertificationValues = Partial<Record<CertificationField, string | null>>;

const rules = zodRules(certificationProfile);

/** The stored profile as the form's initial values. */
export const toFormValues = (profile: CertificationProfileView): CertificationValues =>
  Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, v ?? undefined]));

type Props = {
  form: FormInstance<CertificationValues>;
  initialValues: CertificationValues;
  readOnly: boolean;
};

const MAX: Partial<Record<CertificationField, number>> = {
  companyNameCn: CERTIFICATION_LIMITS.companyNameMax,
  companyNameEn: CERTIFICATION_LIMITS.companyNameMax,
  companyCode: CERTIFICATION_LIMITS.companyCodeMax,
  address: CERTIFICATION_LIMITS.addressMax,
  website: CERTIFICATION_LIMITS.websiteMax,
  phone: CERTIFICATION_LIMITS.phoneMax,
  fax: CERTIFICATION_LIMITS.phoneMax,
  contact: CERTIFICATION_LIMITS.contactMax,
  organizationCode: CERTIFICATION_LIMITS.organizationCodeMax,
};

/**
 * The company profile of specification §3. Every rule comes from the contracts' schema (the server
 * checks the same); read-only while under review, once passed, or without the edit code.
 */
export const CertificationForm = ({ form, initialValues, readOnly }: Props) => {
  const { t } = useTranslation(NS);
  const text = (name: CertificationField, extra: { placeholder?: string; span?: number } = {}): ReactNode => (
    <Col xs={24} md={extra.span ?? 12} key={name}>
      <Form.Item name={name} label={t(`fields.${name}`)} rules={readOnly ? [] : rules[name]}>
        <Input
          id={`certification_${name}`}
          maxLength={MAX[name]}
          placeholder={readOnly ? undefined : extra.placeholder}
          readOnly={readOnly}
          variant={readOnly ? 'borderless' : 'outlined'}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      data-testid="certification-form"
      requiredMark={!readOnly}
    >
      <Divider titlePlacement="start">{t('sections.company')}</Divider>
      <Row gutter={24}>
        {text('companyNameCn')}
        {text('companyNameEn')}
        {text('companyCode', {
          placeholder: t('placeholders.companyCode', { max: CERTIFICATION_LIMITS.companyCodeMax }),
        })}
        {text('organizationCode', { placeholder: t('placeholders.organizationCode') })}
        {text('address', { span: 24 })}
        {text('website', { placeholder: t('placeholders.website') })}
      </Row>
      <Divider titlePlacement="start">{t('sections.contact')}</Divider>
      <Row gutter={24}>
        {text('contact')}
        {text('email')}
        {text('phone', { placeholder: t('placeholders.phone') })}
        {text('fax', { placeholder: t('placeholders.phone') })}
      </Row>
      <Divider titlePlacement="start">{t('sections.images')}</Divider>
      <Row gutter={24}>
        {(['logoFileId', 'licenseFileId'] as const).map((name) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={t(`fields.${name}`)} rules={readOnly ? [] : rules[name]}>
              <ImageField disabled={readOnly} testId={`certification_${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
};
