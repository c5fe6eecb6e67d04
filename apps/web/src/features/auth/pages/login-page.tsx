import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequest, type LoginRequest } from '@oms/contracts';
import { PATHS } from '@/shared/paths';
import { runtimeConfig } from '@/shared/lib/runtime-config';
import { zodRules } from '@/shared/lib/zod-rule';
import { useSession } from '@/shared/stores/session-store';
import { useCaptcha, useSignIn } from '../api';
import { safeRedirect } from '../redirect';
import { AuthShell, authStyles } from '../components/auth-shell';
import { CaptchaField } from '../components/captcha-field';
import { DemoAccounts } from '../components/demo-accounts';

type LoginValues = { accountName: string; password: string; captchaCode?: string };

const rules = zodRules(loginRequest);

/** The account a registration just created, handed over in the navigation state. */
const prefilledAccount = (state: unknown): string | undefined =>
  typeof state === 'object' &&
  state !== null &&
  'accountName' in state &&
  typeof state.accountName === 'string'
    ? state.accountName
    : undefined;

const LoginPage = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string | null>(null);
  // Read once: signing in sets a token while this page is still on screen, and that must not bounce.
  const [alreadySignedIn] = useState(() => Boolean(useSession.getState().token));
  const [config] = useState(runtimeConfig);
  const captchaOn = config.loginCaptcha;
  const captcha = useCaptcha(captchaOn && !alreadySignedIn);
  const signIn = useSignIn();

  if (alreadySignedIn) return <Navigate to="/" replace />;

  const refreshCaptcha = () => {
    form.setFieldValue('captchaCode', '');
    void captcha.refetch();
  };

  const onFinish = async (values: LoginValues) => {
    setError(null);
    const body: LoginRequest = {
      accountName: values.accountName.trim(),
      password: values.password,
      ...(captchaOn ? { captchaKey: captcha.data?.captchaKey, captchaCode: values.captchaCode?.trim() } : {}),
    };
    try {
      await signIn.mutateAsync(body);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('login.failed'));
      if (captchaOn) refreshCaptcha();
    }
  };

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {config.demo && (
        <DemoAccounts accounts={config.demoAccounts} onPick={(account) => form.setFieldsValue(account)} />
      )}
      {error && (
        <Alert
          id="login_error"
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => setError(null) }}
          style={{ marginBottom: 20 }}
        />
      )}
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        autoComplete="off"
        initialValues={{ accountName: prefilledAccount(location.state) ?? '' }}
        onFinish={onFinish}
        onValuesChange={() => error && setError(null)}
      >
        <Form.Item name="accountName" rules={rules.accountName}>
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.accountPlaceholder')}
            aria-label={t('login.accountPlaceholder')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.passwordPlaceholder')}
            aria-label={t('login.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        {captchaOn && (
          <CaptchaField
            image={captcha.data?.image}
            loading={captcha.isFetching}
            failed={captcha.isError}
            onRefresh={refreshCaptcha}
          />
        )}
        <Form.Item style={{ marginBottom: 16 }}>
          <Button id="login_submit" type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={authStyles.footer}>
        {t('login.noAccount')} <Link to={PATHS.register}>{t('login.toRegister')}</Link>
      </div>
    </AuthShell>
  );
};

export default LoginPage;
