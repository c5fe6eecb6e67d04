import i18n, { initI18n, setPortalTextsLoader } from '@/shared/i18n';
import { useAppStore } from '@/shared/stores/app-store';

// The bundle's i18n start: only the user's language (a language switch reloads the page), and of it
// only the sign-in and error pages' texts first; the layout's and every feature's come with the first
// portal page (shared/lib/page-route waits for them), so /login carries none of them.

const publicTexts = { zh: () => import('./public-zh'), en: () => import('./public-en') };
const portalTexts = { zh: () => import('./portal-zh'), en: () => import('./portal-en') };

/**
 * Starts i18n with the public texts of the user's language; resolves when they are in. The portal's
 * texts, when a portal page asks for them, are fetched at once, beside the public ones and the
 * layout's chunks rather than after them (issue 22: home's first paint waited ~0.4 s for this chain).
 */
export const startI18n = async () => {
  const language = useAppStore.getState().language;
  const started = publicTexts[language]().then(({ default: texts }) => initI18n({ [language]: texts }));
  setPortalTextsLoader(async () => {
    const [{ default: portal }] = await Promise.all([portalTexts[language](), started]);
    for (const [namespace, bundle] of Object.entries(portal))
      i18n.addResourceBundle(language, namespace, bundle);
  });
  await started;
};
