import { useTranslation } from 'react-i18next';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { LIMITS, RESULT_CODE, type SecurityChannel, type SendSecurityCodeRequest } from '@oms/contracts';
import { ApiError } from '@/shared/api/client';
import { SendCodeField } from '@/shared/ui/send-code-field';
import { useBindEmail, useBindPhone, useSendSecurityCode } from '../api';
import type { Countdown } from '@/shared/lib/use-countdown';
import { errorText, fieldOfError, retryAfterOf } from '@/shared/api/errors';
import { FormButtons } from '@/shared/ui/edit-form';
import { ContactField } from '@/shared/ui/contact-field';

type Props = {
  channel: SecurityChannel;
  open: boolean;
  /** The masked value bound now, or null. */
  current: string | null;
  /** Kept by the page, so that closing and reopening the dialog does not reset the wait. */
  countdown: Countdown;
  onClose: () => void;
};

/** Binds or changes the phone or the e-mail: the new target, a code sent to it, then the code. */
export const BindContactDialog = ({ channel, open, current, countdown, onClose }: Props) => {
  const { t } = useTranslation('account-security');
  const title =
    channel === 'phone'
      ? t(current ? 'bind.changePhoneTitle' : 'bind.phoneTitle')
      : t(current ? 'bind.changeEmailTitle' : 'bind.emailTitle');
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <BindForm channel={channel} current={current} countdown={countdown} onDone={onClose} />
    </Modal>
  );
};

type Values = { phone?: string; email?: string; verifyCode: string };

/** A conflict (bound to another account, or to this one already) is about the target itself. */
const isConflict = (err: unknown) => err instanceof ApiError && err.code === RESULT_CODE.conflict;

const BindForm = ({
  channel,
  current,
  countdown,
  onDone,
}: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) => {
  const { t } = useTranslation('account-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sendCode = useSendSecurityCode();
  const bindPhone = useBindPhone();
  const bindEmail = useBindEmail();
  const binding = channel === 'phone' ? bindPhone : bindEmail;
  const formName = channel === 'phone' ? 'bindPhone' : 'bindEmail';

  const onSend = async () => {
    let target: string;
    try {
      target = ((await form.validateFields([channel]))[channel] ?? '').trim();
    } catch {
      return;
    }
    const body: SendSecurityCodeRequest =
      channel === 'phone' ? { channel, target } : { channel, target: target.toLowerCase() };
    try {
      const { resendAfterSeconds } = await sendCode.mutateAsync(body);
      countdown.start(resendAfterSeconds > 0 ? resendAfterSeconds : LIMITS.verifyCodeResendSeconds);
      void message.success(t('bind.codeSent'));
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait) countdown.start(wait);
      const text = errorText(err, t('failed'));
      if (fieldOfError(err, ['target']) || isConflict(err))
        form.setFields([{ name: channel, errors: [text] }]);
      else void message.error(text);
    }
  };

  const onFinish = async (values: Values) => {
    const verifyCode = values.verifyCode.trim();
    try {
      if (channel === 'phone')
        await bindPhone.mutateAsync({ phone: (values.phone ?? '').trim(), verifyCode });
      else await bindEmail.mutateAsync({ email: (values.email ?? '').trim(), verifyCode });
      void message.success(t(channel === 'phone' ? 'bind.phoneSuccess' : 'bind.emailSuccess'));
      onDone();
    } catch (err) {
      const text = errorText(err, t('failed'));
      const field = fieldOfError(err, ['phone', 'email', 'verifyCode'] as const);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else if (isConflict(err)) form.setFields([{ name: channel, errors: [text] }]);
      else void message.error(text);
    }
  };

  return (
    <Form<Values> form={form} name={formName} layout="vertical" onFinish={onFinish} autoComplete="off">
      <Alert
        type="info"
        showIcon
        title={t(channel === 'phone' ? 'bind.phoneHint' : 'bind.emailHint')}
        style={{ marginBottom: 16 }}
      />
      {current && (
        <Typography.Paragraph type="secondary" data-testid={`${formName}_current`}>
          {t('bind.current', { value: current })}
        </Typography.Paragraph>
      )}
      <ContactField
        channel={channel}
        label={t(channel === 'phone' ? 'bind.phone' : 'bind.email')}
        placeholder={
          channel === 'phone'
            ? t('bind.phonePlaceholder', { digits: LIMITS.phoneDigits })
            : t('bind.emailPlaceholder')
        }
      />
      <SendCodeField
        label={t('bind.code')}
        placeholder={t('bind.codePlaceholder', { digits: LIMITS.verifyCodeDigits })}
        buttonId={`${formName}_sendCode`}
        buttonWidth={150}
        buttonText={(seconds) => (seconds > 0 ? t('bind.resendIn', { seconds }) : t('bind.sendCode'))}
        secondsLeft={countdown.left}
        sending={sendCode.isPending}
        onSend={onSend}
      />
      <FormButtons
        name={formName}
        pending={binding.isPending}
        onCancel={onDone}
        cancelText={t('bind.cancel')}
        submitText={t('bind.submit')}
      />
    </Form>
  );
};
