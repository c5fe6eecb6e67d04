import { useTranslation } from 'react-i18next';
import { storedText, type Language } from '@oms/contracts';

/** The portal's language of i18next's (`en`, else `zh`), as contracts' helpers take it. */
export const uiLanguage = (language: string): Language => (language === 'en' ? 'en' : 'zh');

/**
 * Reads a text the server stored for the customer (a ledger note, a reason, a fee's name) in the
 * user's language: a message key becomes its message, read with `params` (the row's own fields);
 * any other text shows as it was written (contracts `storedText`).
 */
export const useStoredText = () => {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  return (text: string, params?: Record<string, string | number>) => storedText(text, language, params);
};
