import type { CustomTypeOptions, ParseKeys } from 'i18next';
import i18n from '.';

/** Every namespace the app registers (typed by app/i18n/i18next.d.ts). */
export type AppNamespace = keyof CustomTypeOptions['resources'] & string;

/** A key of namespace N, as `t` of `useTranslation(N)` takes it (plural suffixes optional). */
export type NsKey<N extends AppNamespace> = ParseKeys<N>;

/**
 * The namespaces that have every key of K: for shared UI that reads fixed keys (`form.createTitle`)
 * from whichever feature's namespace it is given.
 */
export type NamespaceWith<K extends string> = {
  [N in AppNamespace]: [K] extends [NsKey<N>] ? N : never;
}[AppNamespace];

/**
 * Whether `key` is in namespace `ns` at run time: the typed form of a key built from server data (an
 * operation's action, an error code), which no static type can promise.
 */
export const hasKey = <N extends AppNamespace>(ns: N, key: string): key is NsKey<N> =>
  i18n.exists(key, { ns });
