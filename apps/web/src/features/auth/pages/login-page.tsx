import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Form } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequest, type LoginRequest } from '@oms/contracts';
import { PATHS } from '@/shared/paths';
import { runtimeConfig } from '@/shared/lib/runtime-config';
import { zodRules } from '@/shared/lib/zod-rule';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { useSession } from '@/shared/stores/session-store';
import { useCaptcha, useSignIn } from '../api';
import { safeRedirect } from '../redirect';
import { AuthFooter, AuthSubmit, HintInput } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
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
      <FormErrorAlert id="login_error" error={error} onClose={() => setError(null)} gap={20} />
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
          <HintInput icon={<UserOutlined />} hint={t('login.accountPlaceholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <HintInput
            password
            icon={<LockOutlined />}
            hint={t('login.passwordPlaceholder')}
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
        <AuthSubmit id="login_submit" pending={signIn.isPending}>
          {t('login.submit')}
        </AuthSubmit>
      </Form>
      <AuthFooter text={t('login.noAccount')} to={PATHS.register} link={t('login.toRegister')} />
    </AuthShell>
  );
};

export default LoginPage;
