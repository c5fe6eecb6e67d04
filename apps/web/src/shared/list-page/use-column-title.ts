import { useTranslation } from 'react-i18next';
import type { AppNamespace } from '@/shared/i18n/keys';
import type { AnyTitle } from './types';

/**
 * The translator of column titles. ListPage takes only columns titled with keys of its own `ns`
 * (NsColumns), so every title is a text of `ns`; given all namespaces at once, i18next's types also
 * count the objects other namespaces keep under the same path, hence the one narrowing to string.
 */
export const useColumnTitle = (ns: AppNamespace) => {
  const { t } = useTranslation(ns);
  return (title: AnyTitle) => t(title, { ns }) as string;
};
