import { useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { errorText, fieldPathOfError } from '@/shared/api/errors';

/**
 * A form's refused submit: the field the server blames (or the line of a list field, or a member
 * of an object field) shows its message when the form shows that field; otherwise the form's alert
 * (`FormErrorAlert`) does. `clear` before the next submit.
 */
export const useFormError = <F extends string>(
  form: FormInstance,
  fields: readonly F[],
  fallback: string,
) => {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    show: (err: unknown) => {
      const text = errorText(err, fallback);
      const path = fieldPathOfError(err, fields);
      // Only a field the form has can show it: the server may name an object (`kit`) whose members
      // are the form's fields.
      const shown = path && form.getFieldsError().some((f) => f.name.join('.') === path.join('.'));
      if (shown) form.setFields([{ name: path, errors: [text] }]);
      else setError(text);
    },
  };
};

/** The message of a refused submit that no field owns, above the form. */
export const FormErrorAlert = ({
  id,
  error,
  onClose,
  gap = 16,
}: {
  id: string;
  error: string | null;
  onClose: () => void;
  /** The space below it. */
  gap?: number;
}) =>
  error ? (
    <Alert id={id} type="error" showIcon title={error} closable={{ onClose }} style={{ marginBottom: gap }} />
  ) : null;
