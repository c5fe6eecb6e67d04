import i18n from '../i18n';
import zh from './locales/zh.json';
import en from './locales/en.json';

/** The import dialog's own strings, in the `import` namespace (loaded with the dialog). */
export const IMPORT_NS = 'import';
if (!i18n.hasResourceBundle('zh', IMPORT_NS)) {
  i18n.addResourceBundle('zh', IMPORT_NS, zh);
  i18n.addResourceBundle('en', IMPORT_NS, en);
}
