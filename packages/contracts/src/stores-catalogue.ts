import { choiceField, countField, dateTimeField, defineCatalogue, textField } from './field-catalogue';
import type { Language } from './limits';
import { storedText } from './messages';
import { STORE_PLATFORM_NAMES, type Store } from './stores';
import {
  INVENTORY_UPDATE_LABELS,
  STORE_AUTHORIZATION_TEXTS,
  STORE_FIELDS,
  STORE_STATUS_LABELS,
} from './stores-fields';

// Its own file: the labels (stores-fields.ts) read the store's types, so stores.ts cannot import them.

/**
 * How each field of a store reads: the list's columns, its detail drawer and the export. The
 * authorization is not among them: it is lines with an instant on the reader's clock, which a text
 * field cannot write (see `storeAuthorizationLines`).
 */
export const STORE_CATALOGUE = defineCatalogue<Store>()(STORE_FIELDS, {
  name: textField((r) => r.name, 24),
  platform: choiceField(STORE_PLATFORM_NAMES, (r) => r.platform, 16),
  shopDomain: textField((r) => r.shopDomain, 28),
  status: choiceField(STORE_STATUS_LABELS, (r) => r.status, 12),
  inventoryUpdate: choiceField(INVENTORY_UPDATE_LABELS, (r) => r.inventoryUpdate, 14),
  mappingCount: countField((r) => r.mappingCount, 12),
  remark: textField((r) => r.remark, 30),
  createdAt: dateTimeField((r) => r.createdAt),
  updatedAt: dateTimeField((r) => r.updatedAt),
});

/** One line of a store's authorization, and how the list shows it (plain, quieter, as an error). */
export type StoreAuthorizationLine = { tone: 'plain' | 'secondary' | 'danger'; text: string };

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

/**
 * A store's authorization as the list shows it and the export writes it: a manual store needs none;
 * another names its shop and its token's hint when it has them, when it was last checked (`instant`
 * writes the time on the reader's clock) or that it was not yet, and why the last check failed.
 */
export const storeAuthorizationLines = (
  store: Pick<Store, 'platform' | 'authorization'>,
  language: Language,
  instant: (iso: string) => string | null,
): StoreAuthorizationLine[] => {
  const text = (key: keyof typeof STORE_AUTHORIZATION_TEXTS, params: Record<string, string> = {}) =>
    fill(STORE_AUTHORIZATION_TEXTS[key][language], params);
  if (store.platform === 'MANUAL') return [{ tone: 'secondary', text: text('none') }];
  const a = store.authorization;
  const lines: StoreAuthorizationLine[] = [];
  if (a.shopName) lines.push({ tone: 'plain', text: text('shop', { name: a.shopName }) });
  if (a.credentialHint) lines.push({ tone: 'secondary', text: text('token', { hint: a.credentialHint }) });
  lines.push({
    tone: 'secondary',
    text: a.checkedAt ? text('checkedAt', { time: instant(a.checkedAt) ?? '' }) : text('never'),
  });
  if (a.error) lines.push({ tone: 'danger', text: storedText(a.error, language, a.errorParams ?? {}) });
  return lines;
};
