import i18n from '@/shared/i18n';
import { feedback } from '@/shared/ui/feedback';

/** Copies through a hidden textarea, for browsers without the asynchronous clipboard (plain http). */
const legacyCopy = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
};

/**
 * Copies text to the clipboard and says so (specification §8: "复制成功"; "无复制内容" when there
 * is nothing to copy). Resolves to whether the text was copied.
 */
export const copyText = async (text: string | number | null | undefined): Promise<boolean> => {
  const value = text === null || text === undefined ? '' : String(text);
  if (value.trim() === '') {
    void feedback.message?.warning(i18n.t('common:copy.empty'));
    return false;
  }
  let copied = false;
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(value);
      copied = true;
    } catch {
      copied = legacyCopy(value);
    }
  } else {
    copied = legacyCopy(value);
  }
  if (copied) void feedback.message?.success(i18n.t('common:copy.success'));
  else void feedback.message?.error(i18n.t('common:copy.failed'));
  return copied;
};
