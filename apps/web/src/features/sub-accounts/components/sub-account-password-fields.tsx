import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { NS } from '../sub-account-columns';

type Props = { rules: { password: FormRule[]; confirmPassword: FormRule[] } };

/** A sub-account's password and its confirmation, the same when it is created and when it is reset. */
export const SubAccountPasswordFields = ({ rules }: Props) => {
  const { t } = useTranslation(NS);
  return (
    <NewPasswordFields
      password={{
        name: 'password',
        label: t('fields.password'),
        placeholder: (hint) => t('form.passwordPlaceholder', hint),
        rules: rules.password,
      }}
      confirm={{
        name: 'confirmPassword',
        label: t('fields.confirmPassword'),
        placeholder: t('form.confirmPlaceholder'),
        rules: rules.confirmPassword,
      }}
    />
  );
};
