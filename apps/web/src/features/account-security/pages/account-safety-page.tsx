import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Divider, Flex, Result, Skeleton } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_SECURITY_EDIT_CODE, type SecurityChannel } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { useSession } from '@/shared/stores/session-store';
import { useSecurityInfo } from '../api';
import { AccountInfoCard } from '../components/account-info-card';
import { BindContactDialog } from '../components/bind-contact-dialog';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { SecurityItem } from '../components/security-item';
import { useCountdown } from '@/shared/lib/use-countdown';

type Dialog = 'password' | SecurityChannel | null;

/** /clientCenter/accountSafety: the signed-in user's password, bound phone and e-mail. */
const AccountSafetyPage = () => {
  const { t } = useTranslation('account-security');
  const info = useSecurityInfo();
  const canEdit = useSession((s) => s.permissions.includes(ACCOUNT_SECURITY_EDIT_CODE));
  const [dialog, setDialog] = useState<Dialog>(null);
  const countdowns = { phone: useCountdown(), email: useCountdown() };

  if (info.isPending) {
    return (
      <Card title={t('title')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (info.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={info.error.message}
          extra={
            <Button type="primary" onClick={() => void info.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  const { phoneMasked, emailMasked, passwordUpdatedAt } = info.data;
  const action = (id: string, label: string, open: Dialog) =>
    canEdit ? (
      <Button id={id} onClick={() => setDialog(open)}>
        {label}
      </Button>
    ) : null;

  return (
    <Flex vertical gap={16} data-testid="account-safety-page">
      <Card title={t('title')}>
        <Alert type="info" showIcon title={t('subtitle')} style={{ marginBottom: 8 }} />
        {!canEdit && <Alert type="warning" showIcon title={t('readOnly')} style={{ marginTop: 8 }} />}
        <SecurityItem
          testId="security_password"
          icon={<LockOutlined />}
          title={t('items.password.title')}
          status={{ text: t('status.set'), ok: true }}
          description={
            <>
              {t('items.password.desc')}
              {passwordUpdatedAt && (
                <>
                  <br />
                  {t('items.password.updatedAt', { time: formatDate(passwordUpdatedAt) })}
                </>
              )}
            </>
          }
          action={action('security_changePassword', t('items.password.action'), 'password')}
        />
        <Divider style={{ margin: 0 }} />
        <SecurityItem
          testId="security_phone"
          icon={<MobileOutlined />}
          title={t('items.phone.title')}
          status={{ text: t(phoneMasked ? 'status.bound' : 'status.unbound'), ok: Boolean(phoneMasked) }}
          description={
            phoneMasked ? t('items.phone.bound', { value: phoneMasked }) : t('items.phone.unbound')
          }
          action={action(
            'security_bindPhone',
            t(phoneMasked ? 'items.phone.change' : 'items.phone.bind'),
            'phone',
          )}
        />
        <Divider style={{ margin: 0 }} />
        <SecurityItem
          testId="security_email"
          icon={<MailOutlined />}
          title={t('items.email.title')}
          status={{ text: t(emailMasked ? 'status.bound' : 'status.unbound'), ok: Boolean(emailMasked) }}
          description={
            emailMasked ? t('items.email.bound', { value: emailMasked }) : t('items.email.unbound')
          }
          action={action(
            'security_bindEmail',
            t(emailMasked ? 'items.email.change' : 'items.email.bind'),
            'email',
          )}
        />
      </Card>
      <AccountInfoCard info={info.data} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <BindContactDialog
        channel="phone"
        open={dialog === 'phone'}
        current={phoneMasked}
        countdown={countdowns.phone}
        onClose={() => setDialog(null)}
      />
      <BindContactDialog
        channel="email"
        open={dialog === 'email'}
        current={emailMasked}
        countdown={countdowns.email}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
};

export default AccountSafetyPage;
