import { useTranslation } from 'react-i18next';
import { LIMITS } from '@oms/contracts';
import { SendCodeField } from '@/shared/ui/send-code-field';

type Props = { secondsLeft: number; sending: boolean; onSend: () => void };

/** The e-mailed or texted code, with the "send code" button that counts down before a resend. */
export const VerifyCodeField = (props: Props) => {
  const { t } = useTranslation('auth');
  return (
    <SendCodeField
      placeholder={t('register.codePlaceholder', { digits: LIMITS.verifyCodeDigits })}
      buttonId="register_sendCode"
      buttonWidth={140}
      buttonText={(seconds) => (seconds > 0 ? t('register.resendIn', { seconds }) : t('register.sendCode'))}
      {...props}
    />
  );
};
