import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Form } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { FormErrorAlert, useFormError } from './form-error';
import './form-actions.css';

/** A namespace with what a create-or-edit form says: outcomes, failure, and its two buttons. */
type EditNamespace = NamespaceWith<
  'failed' | 'done.created' | 'done.updated' | 'form.cancel' | 'form.submit'
>;

/** The save: a mutation of the domain (its `useChange`) that creates or updates from the values. */
type Save<Values> = { mutateAsync: (values: Values) => Promise<unknown>; isPending: boolean };

export type EditFormOptions<Values, F extends string> = {
  /** The feature's namespace: `failed`, `done.created|updated` and `form.cancel|submit` are read from it. */
  ns: EditNamespace;
  /** The form's name: its alert is `#<name>_error`, its submit button `#<name>_submit`. */
  name: string;
  /** Fields the server may blame by name (its message then shows on the field). */
  fields: readonly F[];
  /** The row the form edits; null when it creates one. */
  editing: unknown;
  save: Save<Values>;
  /** After a save, and on cancel. */
  onDone: () => void;
};

/**
 * A create-or-edit form's wiring: the form instance, and a submit that saves, says
 * `done.created|updated` and closes; a refusal shows on the field the server names, or above the
 * form (`failed` when the server says nothing). Spread the result on `<EditForm>`.
 */
export const useEditForm = <Values, F extends string>(options: EditFormOptions<Values, F>) => {
  const { ns, name, fields, editing, save, onDone } = options;
  const { t } = useTranslation(ns);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, fields, t('failed'));
  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await save.mutateAsync(values);
      void message.success(t(editing ? 'done.updated' : 'done.created'));
      onDone();
    } catch (err) {
      failure.show(err);
    }
  };
  return { ns, name, form, onFinish, failure, pending: save.isPending, onCancel: onDone };
};

export type EditFormProps<Values> = ReturnType<typeof useEditForm<Values, string>> & {
  initialValues: Partial<Values>;
  /** The whole form, e.g. while a slow save runs. */
  disabled?: boolean;
  /** Shown before the buttons (e.g. what a slow save is doing). */
  note?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/** A create-or-edit form: the refusal's alert, the fields, then cancel and save. */
export const EditForm = <Values,>(props: EditFormProps<Values>) => (
  <Form<Values>
    form={props.form}
    name={props.name}
    layout="vertical"
    onFinish={props.onFinish}
    initialValues={props.initialValues}
    disabled={props.disabled}
  >
    <FormErrorAlert id={`${props.name}_error`} error={props.failure.error} onClose={props.failure.clear} />
    {props.children}
    <FormActions
      ns={props.ns}
      name={props.name}
      pending={props.pending}
      onCancel={props.onCancel}
      note={props.note}
    />
  </Form>
);

type ButtonsProps = {
  /** The form's name: the submit button is `#<name>_submit`. */
  name: string;
  pending: boolean;
  onCancel: () => void;
  cancelText: ReactNode;
  submitText: ReactNode;
  /** A submit that destroys or replaces something (e.g. a password reset). */
  danger?: boolean;
  /** Shown before the buttons (e.g. what a slow save is doing). */
  note?: ReactNode;
};

/** Cancel and submit, at the end of a form (in a drawer, kept in view: form-actions.css). */
export const FormButtons = (props: ButtonsProps) => (
  <Flex className="oms-form-actions" justify="end" gap={8} align="center">
    {props.note}
    <Button onClick={props.onCancel} disabled={false}>
      {props.cancelText}
    </Button>
    <Button
      id={`${props.name}_submit`}
      type="primary"
      danger={props.danger}
      htmlType="submit"
      loading={props.pending}
    >
      {props.submitText}
    </Button>
  </Flex>
);

type ActionsProps = Omit<ButtonsProps, 'cancelText' | 'submitText' | 'danger'> & {
  /** The feature's namespace: `form.cancel|submit` are read from it. */
  ns: NamespaceWith<'form.cancel' | 'form.submit'>;
};

/** Cancel and save of a feature's form, labelled by its `form.cancel|submit`. */
export const FormActions = ({ ns, ...rest }: ActionsProps) => {
  const { t } = useTranslation(ns);
  return <FormButtons {...rest} cancelText={t('form.cancel')} submitText={t('form.submit')} />;
};
