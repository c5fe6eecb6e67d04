import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Modal } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';

/** What a create-or-edit form is opened for. */
export type FormTarget<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/** What a page gives a form dialog: what to open it for (null: closed) and how it closes. */
export type FormDialogProps<Row> = { target: FormTarget<Row> | null; onClose: () => void };

/** What the form inside gets: the row it edits (null: a new one) and how to close the dialog. */
export type FormProps<Row> = { editing: Row | null; onDone: () => void };

type Props<Row> = FormDialogProps<Row> & {
  /** The feature's namespace: `form.createTitle|editTitle` are read from it. */
  ns: NamespaceWith<'form.createTitle' | 'form.editTitle'>;
  /** The form, mounted only while open (so it starts from its initial values every time). */
  form: ComponentType<FormProps<Row>>;
  /** A drawer for long forms, a modal otherwise. */
  as?: 'modal' | 'drawer';
  width?: number;
};

/**
 * The shell of every create-or-edit form: a modal or drawer titled "New …" or "Edit …", the form
 * inside (`form`, see `useEditForm`). A dialog is `<FormDialog ns={NS} form={BrandForm} {...props} />`.
 */
export const FormDialog = <Row,>({ ns, target, onClose, form: Form, as = 'modal', width }: Props<Row>) => {
  const { t } = useTranslation(ns);
  const title = t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle');
  const body = target && <Form editing={target.mode === 'edit' ? target.row : null} onDone={onClose} />;
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
