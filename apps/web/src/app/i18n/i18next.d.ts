import 'i18next';
import type { Resources } from './resources';

// Makes every `t('key')` a checked key of its namespace: a misspelt or missing key fails `tsc`
// instead of showing the raw key at run time. `strictKeyChecks`: a `defaultValue` is no way around
// it (a key from server data is checked with `hasKey` from ./keys).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
    strictKeyChecks: true;
  }
}
