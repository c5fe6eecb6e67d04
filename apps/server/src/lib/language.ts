import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@oms/contracts';

export const parseLanguage = (value: unknown): Language => {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return DEFAULT_LANGUAGE;
  const short = raw.toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
};
