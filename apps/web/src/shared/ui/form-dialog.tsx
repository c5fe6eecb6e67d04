import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Drawer, Flex, Modal, type FormInstance } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { useFormError } from './form-error';

/** What a create-or-edit form is opened for. */
export type FormTarget<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

type DialogProps<Row> = {
  /** The feature's namespace: `form.createTitle|editTitle` are read from it. */
  ns: NamespaceWith<'form.createTitle' | 'form.editTitle'>;
  target: FormTarget<Row> | null;
  onClose: () => void;
  /** A drawer for long forms, a modal otherwise. */
  as?: 'modal' | 'drawer';
  width?: number;
  /** The form, mounted only while open (so it starts from its initial values every time). */
  children: (target: FormTarget<Row>, onDone: () => void) => ReactNode;
};

/** The shell of every create-or-edit form: a modal or drawer titled "New …" or "Edit …". */
export const FormDialog = <Row,>({
  ns,
  target,
  onClose,
  as = 'modal',
  width,
  children,
}: DialogProps<Row>) => {
  const { t } = useTranslation(ns);
  const title = t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle');
  const body = target && children(target, onClose);
  return as === 'drawer' ? (
    <Drawer title={title} open={target !== null} onClose={onClose} destroyOnHidden size={width}>
      {body}
    </Drawer>
  ) : (
    <Modal
      title={title}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={width}
    >
      {body}
    </Modal>
  );
};

type SaveOptions<Values, Row, F extends string> = {
  /** The feature's namespace: `failed` and `done.created|updated` are read from it. */
  ns: NamespaceWith<'failed' | 'done.created' | 'done.updated'>;
  form: FormInstance<Values>;
  /** Fields the server may blame by name (its message then shows on the field). */
  fields: readonly F[];
  editing: Row | null;
  /** Sends the values: create when `editing` is null, update otherwise. */
  save: (values: Values, editing: Row | null) => Promise<unknown>;
  onDone: () => void;
};

/**
 * Submitting a create-or-edit form: `done.created|updated` on success, then `onDone`; a refusal shows
 * on the field the server names, or above the form (`failed` when the server says nothing).
 */
export const useSaveForm = <Values, Row, F extends string>(options: SaveOptions<Values, Row, F>) => {
  const { t } = useTranslation(options.ns);
  const { message } = App.useApp();
  const failure = useFormError(options.form, options.fields, t('failed'));
  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await options.save(values, options.editing);
      void message.success(t(options.editing ? 'done.updated' : 'done.created'));
      options.onDone();
    } catch (err) {
      failure.show(err);
    }
  };
  return { onFinish, failure };
};

type ActionsProps = {
  /** The feature's namespace: `form.cancel|submit` are read from it. */
  ns: NamespaceWith<'form.cancel' | 'form.submit'>;
  /** The form's name: the submit button is `#<name>_submit`. */
  name: string;
  pending: boolean;
  onCancel: () => void;
  /** Shown before the buttons (e.g. what a slow save is doing). */
  note?: ReactNode;
};

/** Cancel and save, at the end of the form. */
export const FormActions = ({ ns, name, pending, onCancel, note }: ActionsProps) => {
  const { t } = useTranslation(ns);
  return (
    <Flex justify="end" gap={8} align="center">
      {note}
      <Button onClick={onCancel} disabled={false}>
        {t('form.cancel')}
      </Button>
      <Button id={`${name}_submit`} type="primary" htmlType="submit" loading={pending}>
        {t('form.submit')}
      </Button>
    </Flex>
  );
};
