import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import { fileObjectUrl } from '@/shared/api/files';
import { productsApi } from '../api';
import { errorText } from '@/shared/api/errors';
import { NS } from './display';

/**
 * Prints the products' labels: the server makes the PDF (kept in the file center) and the browser
 * opens it in a new tab, where it prints.
 */
export const usePrintLabels = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const print = async (ids: string[]) => {
    setPending(true);
    try {
      const { fileId } = await productsApi.labels({ ids, copies: 1 });
      const url = await fileObjectUrl(fileId);
      window.open(url, '_blank', 'noopener');
      // The new tab has read it by then; the file stays in the file center.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    } finally {
      setPending(false);
    }
  };
  return { print, pending };
};
