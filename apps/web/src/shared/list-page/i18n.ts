import i18n from '../i18n';
import zh from './locales/zh.json';
import en from './locales/en.json';

/** The list framework's own strings, in the `list` namespace (loaded with the framework). */
export const LIST_NS = 'list';
if (!i18n.hasResourceBundle('zh', LIST_NS)) {
  i18n.addResourceBundle('zh', LIST_NS, zh);
  i18n.addResourceBundle('en', LIST_NS, en);
}
