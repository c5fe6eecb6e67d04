import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Divider, Flex } from 'antd';
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
import { LoadGate } from '@/shared/ui/load-gate';

type Dialog = 'password' | SecurityChannel | null;

/** /clientCenter/accountSafety: the signed-in user's password, bound phone and e-mail. */
const AccountSafetyPage = () => {
  const { t } = useTranslation('account-security');
  const info = useSecurityInfo();
  const canEdit = useSession((s) => s.permissions.includes(ACCOUNT_SECURITY_EDIT_CODE));
  const [dialog, setDialog] = useState<Dialog>(null);
  const countdowns = { phone: useCountdown(), email: useCountdown() };

  const action = (id: string, label: string, open: Dialog) =>
    canEdit ? (
      <Button id={id} onClick={() => setDialog(open)}>
        {label}
      </Button>
    ) : null;

  /** The bound phone or e-mail: masked, with a bind or change button (`security_bindPhone|bindEmail`). */
  const contactItem = (channel: SecurityChannel, masked: string | null, icon: ReactNode) => (
    <SecurityItem
      testId={`security_${channel}`}
      icon={icon}
      title={t(`items.${channel}.title`)}
      status={{ text: t(masked ? 'status.bound' : 'status.unbound'), ok: Boolean(masked) }}
      description={masked ? t(`items.${channel}.bound`, { value: masked }) : t(`items.${channel}.unbound`)}
      action={action(
        channel === 'phone' ? 'security_bindPhone' : 'security_bindEmail',
        t(masked ? `items.${channel}.change` : `items.${channel}.bind`),
        channel,
      )}
    />
  );

  return (
    <LoadGate query={info} title={t('title')} rows={6} failed={t('loadFailed')} retry={t('retry')}>
      {(data) => (
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
                  {data.passwordUpdatedAt && (
                    <>
                      <br />
                      {t('items.password.updatedAt', { time: formatDate(data.passwordUpdatedAt) })}
                    </>
                  )}
                </>
              }
              action={action('security_changePassword', t('items.password.action'), 'password')}
            />
            <Divider style={{ margin: 0 }} />
            {contactItem('phone', data.phoneMasked, <MobileOutlined />)}
            <Divider style={{ margin: 0 }} />
            {contactItem('email', data.emailMasked, <MailOutlined />)}
          </Card>
          <AccountInfoCard info={data} />
          <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
          {(['phone', 'email'] as const).map((channel) => (
            <BindContactDialog
              key={channel}
              channel={channel}
              open={dialog === channel}
              current={channel === 'phone' ? data.phoneMasked : data.emailMasked}
              countdown={countdowns[channel]}
              onClose={() => setDialog(null)}
            />
          ))}
        </Flex>
      )}
    </LoadGate>
  );
};

export default AccountSafetyPage;
