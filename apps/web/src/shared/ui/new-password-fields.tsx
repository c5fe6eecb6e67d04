import type { ReactNode } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { LIMITS, PASSWORD_SPECIALS } from '@oms/contracts';
import { sameAsRule } from '@/shared/lib/zod-rule';

/** What a new password's placeholder tells the user: the length and the special characters it takes. */
export type PasswordHint = { min: number; max: number; specials: string };

const HINT: PasswordHint = { min: LIMITS.passwordMin, max: LIMITS.passwordMax, specials: PASSWORD_SPECIALS };

type Field = {
  name: string;
  /** The schema's rules (`zodRules`); the confirmation's match with the password is added here. */
  rules: FormRule[];
  /** Without a label the placeholder names the input for assistive technology. */
  label?: string;
};

type Props = {
  password: Field & {
    placeholder: (hint: PasswordHint) => string;
    /** Other fields the password is checked against, e.g. the old password it may not repeat. */
    dependencies?: string[];
  };
  confirm: Field & { placeholder: string };
  prefix?: ReactNode;
};

/**
 * A new password and its confirmation, as every form that sets one asks for them: limits from the
 * contracts, the browser's password manager told it is a new one, and the confirmation re-checked
 * whenever the password changes.
 */
export const NewPasswordFields = ({ password, confirm, prefix }: Props) => {
  const passwordPlaceholder = password.placeholder(HINT);
  return (
    <>
      <Form.Item
        name={password.name}
        label={password.label}
        dependencies={password.dependencies}
        rules={password.rules}
      >
        <Input.Password
          prefix={prefix}
          placeholder={passwordPlaceholder}
          aria-label={password.label ? undefined : passwordPlaceholder}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </Form.Item>
      <Form.Item
        name={confirm.name}
        label={confirm.label}
        dependencies={[password.name]}
        rules={[...confirm.rules, sameAsRule(password.name)]}
      >
        <Input.Password
          prefix={prefix}
          placeholder={confirm.placeholder}
          aria-label={confirm.label ? undefined : confirm.placeholder}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
      </Form.Item>
    </>
  );
};
