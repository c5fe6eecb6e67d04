import type { ReactNode } from 'react';

/** The options of a select or a radio group: each of `values` with its `label`. */
export const choices = <V extends string>(values: readonly V[], label: (value: V) => ReactNode) =>
  values.map((value) => ({ value, label: label(value) }));

/** The options of rows picked by id and shown by name (brands, roles…); none while they load. */
export const namedChoices = (rows: readonly { id: string; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
