import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { App, Checkbox, Form, Tabs, Typography } from 'antd';
import { BankOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  LIMITS,
  accountNameSchema,
  passwordSchema,
  regRequest,
  type RegRequest,
  type RegType,
  type SendRegVerifyCodeRequest,
} from '@oms/contracts';
import { PATHS } from '@/shared/paths';
import { ApiError } from '@/shared/api/client';
import { zodRule } from '@/shared/lib/zod-rule';
import { ContactField } from '@/shared/ui/contact-field';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { useRegister, useSendRegVerifyCode } from '../api';
import { useCountdown } from '@/shared/lib/use-countdown';
import { AuthFooter, AuthSubmit, HintInput } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { TermsModal } from '../components/terms-modal';
import { VerifyCodeField } from '../components/verify-code-field';

type RegisterValues = {
  phone?: string;
  email?: string;
  verifyCode: string;
  accountName: string;
  companyName: string;
  password: string;
  confirmPassword: string;
  agreeTerms?: boolean;
};

const common = regRequest.options[0].shape;
const FIELDS = ['phone', 'email', 'verifyCode', 'accountName', 'companyName', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

/** The form field a server validation error names (`data.field`), if it is one of ours. */
const fieldOf = (err: unknown): FieldName | null => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const field = 'field' in err.data ? err.data.field : null;
  return FIELDS.find((f) => f === field) ?? null;
};

const RegisterPage = () => {
  const { t } = useTranslation(['auth', 'messages']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [regType, setRegType] = useState<RegType>('phone');
  const [termsOpen, setTermsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phoneCountdown = useCountdown();
  const emailCountdown = useCountdown();
  const countdown = regType === 'phone' ? phoneCountdown : emailCountdown;
  const sendCode = useSendRegVerifyCode();
  const register = useRegister();

  const switchType = (next: string) => {
    setRegType(next === 'email' ? 'email' : 'phone');
    setError(null);
    // A code goes to one phone or mailbox; it is no use for the other tab.
    form.setFields([{ name: 'verifyCode', value: '', errors: [] }]);
  };

  const onSend = async () => {
    let target: string;
    try {
      const values = await form.validateFields([regType]);
      target = (values[regType] ?? '').trim();
    } catch {
      return;
    }
    const body: SendRegVerifyCodeRequest =
      regType === 'phone' ? { regType, phone: target } : { regType, email: target };
    try {
      const { resendAfterSeconds } = await sendCode.mutateAsync(body);
      countdown.start(resendAfterSeconds > 0 ? resendAfterSeconds : LIMITS.verifyCodeResendSeconds);
      void message.success(t('messages:auth.codeSent'));
    } catch (err) {
      void message.error(
        err instanceof Error && err.message ? err.message : t('messages:auth.sendCodeFailed'),
      );
    }
  };

  const onFinish = async (values: RegisterValues) => {
    setError(null);
    const fields = {
      verifyCode: values.verifyCode.trim(),
      accountName: values.accountName.trim(),
      companyName: values.companyName.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreeTerms: true as const,
    };
    const body: RegRequest =
      regType === 'phone'
        ? { regType, phone: (values.phone ?? '').trim(), ...fields }
        : { regType, email: (values.email ?? '').trim(), ...fields };
    try {
      const created = await register.mutateAsync(body);
      void message.success(t('messages:auth.regSuccess'));
      navigate(PATHS.login, { state: { accountName: created.accountName || fields.accountName } });
    } catch (err) {
      const text = err instanceof Error && err.message ? err.message : t('messages:error.unknown');
      const field = fieldOf(err);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setError(text);
    }
  };

  const target = (
    <ContactField
      channel={regType}
      named
      placeholder={
        regType === 'phone'
          ? t('register.phonePlaceholder', { digits: LIMITS.phoneDigits })
          : t('register.emailPlaceholder')
      }
    />
  );

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <Tabs
        activeKey={regType}
        onChange={switchType}
        items={[
          { key: 'phone', label: <span id="register_tab_phone">{t('register.tabPhone')}</span> },
          { key: 'email', label: <span id="register_tab_email">{t('register.tabEmail')}</span> },
        ]}
      />
      <FormErrorAlert id="register_error" error={error} onClose={() => setError(null)} gap={20} />
      <Form<RegisterValues> form={form} name="register" size="large" autoComplete="off" onFinish={onFinish}>
        {target}
        <VerifyCodeField secondsLeft={countdown.left} sending={sendCode.isPending} onSend={onSend} />
        <Form.Item name="accountName" rules={[zodRule(accountNameSchema)]}>
          <HintInput
            icon={<UserOutlined />}
            hint={t('register.accountPlaceholder', {
              min: LIMITS.accountNameMin,
              max: LIMITS.accountNameMax,
            })}
            autoComplete="username"
            maxLength={LIMITS.accountNameMax}
          />
        </Form.Item>
        <Form.Item name="companyName" rules={[zodRule(common.companyName)]}>
          <HintInput
            icon={<BankOutlined />}
            hint={t('register.companyPlaceholder')}
            autoComplete="organization"
            maxLength={LIMITS.companyNameMax}
          />
        </Form.Item>
        <NewPasswordFields
          prefix={<LockOutlined />}
          password={{
            name: 'password',
            placeholder: (hint) => t('register.passwordPlaceholder', hint),
            rules: [zodRule(passwordSchema)],
          }}
          confirm={{
            name: 'confirmPassword',
            placeholder: t('register.confirmPlaceholder'),
            // The contracts' confirmation takes an empty string; the form still asks for one.
            rules: [{ required: true, message: t('messages:validation.passwordRequired') }],
          }}
        />
        <Form.Item name="agreeTerms" valuePropName="checked" rules={[zodRule(common.agreeTerms)]}>
          <Checkbox>
            {t('register.agree')}{' '}
            <Typography.Link
              id="register_termsLink"
              onClick={(e) => {
                // The link sits inside the checkbox label: open the terms without ticking the box.
                e.preventDefault();
                setTermsOpen(true);
              }}
            >
              {t('register.terms')}
            </Typography.Link>
          </Checkbox>
        </Form.Item>
        <AuthSubmit id="register_submit" pending={register.isPending}>
          {t('register.submit')}
        </AuthSubmit>
      </Form>
      <AuthFooter text={t('register.hasAccount')} to={PATHS.login} link={t('register.toLogin')} />
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgree={() => {
          form.setFields([{ name: 'agreeTerms', value: true, errors: [] }]);
          setTermsOpen(false);
        }}
      />
    </AuthShell>
  );
};

export default RegisterPage;
