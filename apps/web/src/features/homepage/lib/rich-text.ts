import DOMPurify from 'dompurify';
import { LIMITS } from '@oms/contracts';
import { truncate } from '@/shared/lib/format';

/** The server sanitises announcement HTML; the browser does it again before it is ever inserted. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

// Elements that end a line when rendered: their text must not run into the next one's ("12:00DE").
const BLOCKS = 'p,div,li,br,tr,td,th,dt,dd,h1,h2,h3,h4,h5,h6,blockquote,pre';
// A mark no announcement contains (the Unicode paragraph separator) between blocks while parsing.
const BREAK = '\u2029';
// A part that ends in punctuation already reads as ended: a plain space follows it.
const ENDS_PART = /[.:;,!?。：；，！？、]$/u;

/**
 * The readable text of rich content on one line, whitespace collapsed (parsing inert: nothing runs or
 * loads). Paragraphs, list items and other blocks are joined by `separator` (a space by default),
 * or by a space after a part that ends in punctuation.
 */
export const htmlToText = (html: string, separator = ' '): string => {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  doc.body.querySelectorAll(BLOCKS).forEach((el) => {
    el.before(BREAK);
    el.after(BREAK);
  });
  return (doc.body.textContent ?? '')
    .split(BREAK)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .reduce((text, part) => (text ? `${text}${ENDS_PART.test(text) ? ' ' : separator}${part}` : part), '');
};

/** The list preview of an announcement: its text cut to LIMITS.announcementPreviewChars (spec §2). */
export const previewText = (html: string): string =>
  truncate(htmlToText(html), LIMITS.announcementPreviewChars);
