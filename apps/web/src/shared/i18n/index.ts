import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';

// The i18next instance every module translates with. Its namespaces (`common`, `messages` from the
// contracts' catalogue, `layout`, `list`, `import` and one per feature) are listed by the app shell
// in app/i18n (resources.ts types every key; load.ts loads them in the bundle, in two parts).

/** Starts i18n with the namespaces given (every one in tests; the sign-in page's in the bundle). */
export const initI18n = (resources: Partial<Record<'zh' | 'en', Resource[string]>>) => {
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
    ns: Object.keys(Object.values(resources)[0] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};

export default i18n;

// The portal's namespaces load with the first portal page, not with the sign-in page: the app shell
// says how (app/i18n/load.ts) once it has started i18n. A page opened by the first URL asks for them
// as the router starts, which can be before that, so a request waits for the loader to be set.
let setLoader: (load: () => Promise<void>) => void = () => undefined;
const loader = new Promise<() => Promise<void>>((resolve) => {
  setLoader = resolve;
});
let portalTexts: Promise<void> | undefined;

/** Says how the portal's namespaces load (once; `() => Promise.resolve()` when they are all in). */
export const setPortalTextsLoader = (load: () => Promise<void>) => setLoader(load);

/** Resolves once the portal's namespaces are in i18n (loaded once; retried after a failure). */
export const portalTextsReady = () => {
  portalTexts ??= loader
    .then((load) => load())
    .catch((error: unknown) => {
      portalTexts = undefined;
      throw error;
    });
  return portalTexts;
};
