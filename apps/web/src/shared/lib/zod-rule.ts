import type { FormRule } from 'antd';
import { z } from 'zod';
import { isMessageKey, MESSAGE_PARAMS, type MessageKey } from '@oms/contracts';
import i18n from '@/shared/i18n';

// The contracts' zod schemas are the one source of every field rule (ARCHITECTURE.md): a form item
// validates with the same schema the server parses, and shows the schema's message key translated
// through the `messages` namespace, with the parameters the message needs.

type Issue = z.core.$ZodIssue;

/** The message of a value the schema refuses without saying why (an id's format, say). */
const GENERIC_MESSAGE: MessageKey = 'error.validation';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const issueParams = (issue: Issue): Record<string, unknown> => {
  const params: Record<string, unknown> = { ...(MESSAGE_PARAMS as Record<string, object>)[issue.message] };
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return params;
};

/** The translated text of a schema issue; an issue without a message key falls back to a generic one. */
export const issueMessage = (issue: Issue, value?: unknown): string => {
  if (isMessageKey(issue.message)) return i18n.t(`messages:${issue.message}`, issueParams(issue));
  return i18n.t(isEmpty(value) ? 'messages:validation.required' : 'messages:error.validation');
};

/** Whether an empty field fails the schema, i.e. whether the form item is required. */
export const isRequiredSchema = (schema: z.core.$ZodType) =>
  !z.safeParse(schema, undefined).success && !z.safeParse(schema, '').success;

/**
 * An antd Form rule that validates a field with a zod schema. It marks the item as required when an
 * empty value fails the schema (so antd shows the asterisk). An empty field (antd gives undefined
 * before the first edit and '' after clearing) is checked as '' so that it shows the schema's
 * "required" message, and passes when the schema accepts an empty value.
 */
export const zodRule = (schema: z.core.$ZodType): FormRule => {
  const required = isRequiredSchema(schema);
  return {
    required,
    validator: async (_rule, value: unknown) => {
      let issue: Issue | undefined;
      if (isEmpty(value)) {
        if (!required) return;
        // Read as '' and as itself (a select never chosen is undefined): a message of the schema's
        // own says why, '' first; the generic "invalid data" only when neither names another.
        const [asEmptyText, asItself] = ['', value].map((v) => z.safeParse(schema, v).error?.issues[0]);
        const named = (generic: boolean) =>
          [asEmptyText, asItself].find(
            (i) => i && isMessageKey(i.message) && (generic || i.message !== GENERIC_MESSAGE),
          );
        issue = named(false) ?? named(true) ?? asItself;
      } else {
        issue = z.safeParse(schema, value).error?.issues[0];
      }
      if (issue) throw new Error(issueMessage(issue, value));
    },
  };
};

/** One rule list per field of an object schema: `rules={rules.accountName}`. */
export const zodRules = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): { [K in keyof Shape]: FormRule[] } =>
  Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, [zodRule(field)]])) as {
    [K in keyof Shape]: FormRule[];
  };

/**
 * A rule that the field equals another one, e.g. a password confirmation. Use with
 * `dependencies={[other]}` so it re-validates when the other field changes.
 */
export const sameAsRule =
  (other: string, messageKey: MessageKey = 'validation.passwordMismatch'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) || value === getFieldValue(other)) return;
      throw new Error(i18n.t(`messages:${messageKey}`));
    },
  });
