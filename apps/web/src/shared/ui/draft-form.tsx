import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { EditForm, useEditForm, type EditFormOptions, type EditFormProps } from './edit-form';

/** What a draft's form calls: create (submitting too when asked), update, submit. */
type DraftCalls<Body> = {
  create: (body: Body & { submit: boolean }) => Promise<unknown>;
  update: (body: Body & { id: string }) => Promise<unknown>;
  submit: (id: string) => Promise<unknown>;
};

/** A draft's save with or without its submit, as `useDraftForm` asks it. */
export type DraftSave<Values> = { values: Values; submit: boolean };

/**
 * The save of a document's draft form, given to the domain's `useChange`: a new draft is created
 * (`submit` with it), an edited one updated and then submitted when asked.
 */
export const saveDraft =
  <Values, Body>(
    editing: { id: string } | null,
    bodyOf: (values: Values) => Body,
    calls: DraftCalls<NoInfer<Body>>,
  ) =>
  async ({ values, submit }: DraftSave<Values>) => {
    const body = bodyOf(values);
    if (!editing) return calls.create({ ...body, submit });
    const saved = await calls.update({ ...body, id: editing.id });
    return submit ? calls.submit(editing.id) : saved;
  };

type Options<Values, F extends string> = Omit<EditFormOptions<Values, F>, 'ns' | 'save'> & {
  /** The feature's namespace: `useEditForm`'s texts and `form.saveAndSubmit`. */
  ns: NamespaceWith<
    'failed' | 'done.created' | 'done.updated' | 'form.cancel' | 'form.submit' | 'form.saveAndSubmit'
  >;
  /** The domain's change of `saveDraft`. */
  save: { mutateAsync: (input: DraftSave<Values>) => Promise<unknown>; isPending: boolean };
};

/**
 * A document draft's form wiring: `useEditForm`, whose save says whether "save and submit" asked
 * for it. Spread the result on `<DraftEditForm>`.
 */
export const useDraftForm = <Values, F extends string>({ save, ...options }: Options<Values, F>) => {
  const submitAfter = useRef(false);
  const edit = useEditForm<Values, F>({
    ...options,
    save: {
      mutateAsync: (values: Values) => {
        const submit = submitAfter.current;
        submitAfter.current = false;
        return save.mutateAsync({ values, submit });
      },
      isPending: save.isPending,
    },
  });
  return {
    ...edit,
    ns: options.ns,
    /** "Save and submit": the form's submit, asking the save to submit too. */
    saveAndSubmit: () => {
      submitAfter.current = true;
      edit.form.submit();
    },
    /** The plain save saves a draft, whatever "save and submit" tried before (and failed). */
    draftOnly: () => {
      submitAfter.current = false;
    },
  };
};

type Props<Values> = Omit<EditFormProps<Values>, 'note' | 'ns'> &
  Pick<ReturnType<typeof useDraftForm<Values, string>>, 'ns' | 'saveAndSubmit' | 'draftOnly'>;

/**
 * A draft's form: `EditForm` whose submit saves the draft, with "save and submit" before it
 * (`<name>-save-submit`). The plain save saves a draft, whatever "save and submit" tried before.
 */
export const DraftEditForm = <Values,>({ saveAndSubmit, draftOnly, ...props }: Props<Values>) => {
  const { t } = useTranslation(props.ns);
  return (
    <div
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest(`#${props.name}_submit`)) draftOnly();
      }}
    >
      <EditForm<Values>
        {...props}
        note={
          <Button onClick={saveAndSubmit} loading={props.pending} data-testid={`${props.name}-save-submit`}>
            {t('form.saveAndSubmit')}
          </Button>
        }
      />
    </div>
  );
};
