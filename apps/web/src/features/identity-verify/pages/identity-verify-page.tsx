import { useTranslation } from 'react-i18next';
import { App, Button, Card, Descriptions, Flex, Form, Space, Tag } from 'antd';
import {
  CERTIFICATION_CODES,
  CERTIFICATION_MACHINE,
  canDo,
  type Certification,
  type CertificationDraft,
  type CertificationProfile,
} from '@oms/contracts';
import { ApiError } from '@/shared/api/client';
import { formatDate } from '@/shared/lib/format';
import { useSession } from '@/shared/stores/session-store';
import { useCertification, useSaveCertification, useSubmitCertification } from '../api';
import { CertificationForm, toFormValues, type CertificationValues } from '../components/certification-form';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { StatusBanner } from '../components/status-banner';
import { NS, STATUS_COLOR } from '../lib/status';
import { LoadGate } from '@/shared/ui/load-gate';

/** Blank fields are left out: the server reads them as "not filled in". */
const compact = (values: CertificationValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** /clientCenter/identityVerify: the company profile, its audit state and its operation record. */
const IdentityVerifyPage = () => {
  const { t } = useTranslation(NS);
  const certification = useCertification();

  // The form remounts when the server's version changes, so it always starts from what is stored.
  return (
    <LoadGate
      query={certification}
      title={t('title')}
      rows={8}
      failed={t('loadFailed')}
      retry={t('actions.retry')}
    >
      {(data) => (
        <Flex vertical gap={16} data-testid="identity-verify-page" data-status={data.status}>
          <ProfileCard key={data.updatedAt ?? 'new'} certification={data} />
          <Card>
            <OperationTimeline ns={NS} testId="certification-timeline" operations={data.operations} />
          </Card>
        </Flex>
      )}
    </LoadGate>
  );
};

const ProfileCard = ({ certification }: { certification: Certification }) => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<CertificationValues>();
  const permissions = useSession((s) => s.permissions);
  const save = useSaveCertification();
  const submit = useSubmitCertification();
  const { status } = certification;
  const canSave =
    permissions.includes(CERTIFICATION_CODES.edit) && canDo(CERTIFICATION_MACHINE, status, 'save');
  const canSubmit =
    permissions.includes(CERTIFICATION_CODES.submit) && canDo(CERTIFICATION_MACHINE, status, 'submit');
  const editableState = canDo(CERTIFICATION_MACHINE, status, 'save');
  const readOnly = !canSave && !canSubmit;

  const failed = (err: unknown) => {
    const field = err instanceof ApiError ? fieldOf(err.data) : null;
    if (field)
      form.setFields([
        { name: field as keyof CertificationValues, errors: [err instanceof Error ? err.message : ''] },
      ]);
    void message.error(err instanceof Error && err.message ? err.message : t('failed'));
  };

  const onSave = async () => {
    const values = form.getFieldsValue();
    const filled = Object.keys(compact(values)) as (keyof CertificationValues)[];
    try {
      await form.validateFields(filled);
    } catch {
      return;
    }
    try {
      await save.mutateAsync(compact(values) as CertificationDraft);
      void message.success(t('done.saved'));
    } catch (err) {
      failed(err);
    }
  };

  const onSubmit = async () => {
    let values: CertificationValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t('actions.submit'),
      content: t('confirmSubmit'),
      onOk: async () => {
        try {
          await submit.mutateAsync(compact(values) as unknown as CertificationProfile);
          void message.success(t('done.submitted'));
        } catch (err) {
          failed(err);
        }
      },
    });
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Tag color={STATUS_COLOR[status]} data-testid="certification-status">
          {t(`status.${status}`)}
        </Tag>
      }
    >
      <Flex vertical gap={16}>
        <StatusBanner certification={certification} />
        {editableState && readOnly && <Tag color="warning">{t('readOnlyNoPermission')}</Tag>}
        {(certification.submittedAt || certification.decidedAt) && (
          <Descriptions size="small" column={2}>
            {certification.submittedAt && (
              <Descriptions.Item label={t('submittedAt')}>
                {formatDate(certification.submittedAt)}
              </Descriptions.Item>
            )}
            {certification.decidedAt && (
              <Descriptions.Item label={t('decidedAt')}>
                {formatDate(certification.decidedAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
        <CertificationForm
          form={form}
          initialValues={toFormValues(certification.profile)}
          readOnly={readOnly}
        />
        {!readOnly && (
          <Space>
            {canSave && (
              <Button onClick={() => void onSave()} loading={save.isPending} data-testid="certification-save">
                {t('actions.save')}
              </Button>
            )}
            {canSubmit && (
              <Button
                type="primary"
                onClick={() => void onSubmit()}
                loading={submit.isPending}
                data-testid="certification-submit"
              >
                {t('actions.submit')}
              </Button>
            )}
          </Space>
        )}
      </Flex>
    </Card>
  );
};

/** The form field a server answer blames (`data.field`, or the first schema issue's field). */
const fieldOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { field?: unknown; issues?: { field?: unknown }[] };
  const field = d.field ?? d.issues?.[0]?.field;
  return typeof field === 'string' ? field : null;
};

export default IdentityVerifyPage;
