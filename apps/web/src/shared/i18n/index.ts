import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesFor, type Language } from '@oms/contracts';
import { useAppStore } from '../stores/app-store';
import zhCommon from './locales/zh.json';
import enCommon from './locales/en.json';

// Namespaces: `common` (shell and shared UI), `messages` (the contracts' message catalog, shared with
// the server), `layout` (app/layout/locales) and one per feature: features/<domain>/locales/{zh,en}.json.
const featureFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../features/*/locales/*.json', '../../app/layout/locales/*.json'],
  { eager: true },
);

const resources: Record<Language, Record<string, Record<string, unknown>>> = {
  zh: { common: zhCommon, messages: messagesFor('zh') },
  en: { common: enCommon, messages: messagesFor('en') },
};
for (const [path, mod] of Object.entries(featureFiles)) {
  const match = /(?:features|app)\/([^/]+)\/locales\/(zh|en)\.json$/.exec(path);
  if (match) resources[match[2] as Language][match[1]!] = mod.default;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: useAppStore.getState().language,
  fallbackLng: 'zh',
  defaultNS: 'common',
  ns: Object.keys(resources.zh),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
