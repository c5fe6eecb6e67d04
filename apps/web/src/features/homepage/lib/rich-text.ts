import DOMPurify from 'dompurify';
import { LIMITS } from '@oms/contracts';
import { truncate } from '@/shared/lib/format';

/** The server sanitises announcement HTML; the browser does it again before it is ever inserted. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/** The readable text of rich content, whitespace collapsed (parsing inert: nothing runs or loads). */
export const htmlToText = (html: string): string => {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/** The list preview of an announcement: its text cut to LIMITS.announcementPreviewChars (spec §2). */
export const previewText = (html: string): string =>
  truncate(htmlToText(html), LIMITS.announcementPreviewChars);
