import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';

// The i18next instance every module translates with. Its namespaces (`common`, `messages` from the
// contracts' catalogue, `layout`, `list`, `import` and one per feature) are listed by the app shell
// in app/i18n/resources.ts, which also types every key (app/i18n/i18next.d.ts).

/** Starts i18n with every namespace, in the user's language. */
export const initI18n = (resources: { zh: Resource[string]; en: Resource[string] }) => {
  if (i18n.isInitialized) return;
  // The page's language for screen readers, the browser's translate offer and the e2e tests.
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  });
  void i18n.use(initReactI18next).init({
    resources,
    lng: useAppStore.getState().language,
    fallbackLng: 'zh',
    defaultNS: 'common',
    ns: Object.keys(resources.zh),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};

export default i18n;
