import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, type InputProps } from 'antd';
import { authStyles } from './auth-shell';

type HintInputProps = Omit<InputProps, 'prefix' | 'placeholder'> & {
  icon: ReactNode;
  /** The placeholder, which is also the field's accessible name (the public forms have no labels). */
  hint: string;
  password?: boolean;
};

/** A field of the public forms: an icon, and the hint that names it. Form.Item's value goes through. */
export const HintInput = ({ icon, hint, password, ...rest }: HintInputProps) => {
  const Field = password ? Input.Password : Input;
  return <Field prefix={icon} placeholder={hint} aria-label={hint} {...rest} />;
};

/** The full-width submit at the end of a public form (`id`: `<form>_submit`). */
export const AuthSubmit = ({
  id,
  pending,
  children,
}: {
  id: string;
  pending: boolean;
  children: ReactNode;
}) => (
  <Form.Item style={{ marginBottom: 16 }}>
    <Button id={id} type="primary" htmlType="submit" block loading={pending}>
      {children}
    </Button>
  </Form.Item>
);

/** Below a public form: a sentence and the link to the other page (sign in, register). */
export const AuthFooter = ({ text, to, link }: { text: string; to: string; link: string }) => (
  <div className={authStyles.footer}>
    {text} <Link to={to}>{link}</Link>
  </div>
);
