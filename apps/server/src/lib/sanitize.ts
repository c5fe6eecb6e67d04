import { createRequire } from 'node:module';
import type { DOMPurify, WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';

// Rich text of announcements (and later of other operator-written HTML) is cleaned with one
// allow-list: ordinary formatting, links, images, simple tables and a few inline styles. Everything
// else (scripts, event handlers, javascript: URLs, iframes, forms, CSS urls) is dropped.

const words = (s: string) => s.trim().split(/\s+/);
const ALLOWED_TAGS = words(`
  p br hr div span strong b em i u s del sub sup code pre a ul ol li h1 h2 h3 h4 blockquote img
  table thead tbody tfoot tr th td caption`);
const ALLOWED_ATTR = words('href target rel src alt title width height style colspan rowspan align');

const HREF_OK = /^(?:https?:\/\/|mailto:)/i;
const SRC_OK = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$)/i;
const STYLE_PROPS = new Set(
  words(`
  color background-color font-size font-weight font-style text-decoration text-align line-height
  padding-left margin-left width height border border-collapse vertical-align`),
);
/** Plain CSS values only: no url(), expression(), escapes, quotes or at-rules. */
const STYLE_VALUE_OK = /^[#\w\s.,%()+-]+$/;
const STYLE_VALUE_BAD = /url\s*\(|expression\s*\(|javascript:|\\/i;

const cleanStyle = (value: string): string =>
  value
    .split(';')
    .map((decl) => {
      const at = decl.indexOf(':');
      if (at < 0) return null;
      const prop = decl.slice(0, at).trim().toLowerCase();
      const v = decl.slice(at + 1).trim();
      if (!STYLE_PROPS.has(prop) || !v || v.length > 100) return null;
      if (!STYLE_VALUE_OK.test(v) || STYLE_VALUE_BAD.test(v)) return null;
      return `${prop}: ${v}`;
    })
    .filter((d): d is string => d !== null)
    .join('; ');

let purifier: DOMPurify | undefined;

// jsdom costs about 1 s and 90 MB to load, and only announcements need it: it is required on the
// first clean, not at start. A synchronous require keeps `sanitizeHtml` synchronous for its callers
// (both packages ship CommonJS), and its types still come from the packages.
const requireFrom = createRequire(import.meta.url);

// One jsdom window per process, made on first use (creating it costs about 100 ms).
const instance = (): DOMPurify => {
  if (purifier) return purifier;
  const { JSDOM } = requireFrom('jsdom') as typeof Jsdom;
  const createDOMPurify = requireFrom('dompurify') as (window: WindowLike) => DOMPurify;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      const cleaned = cleanStyle(data.attrValue);
      if (cleaned) data.attrValue = cleaned;
      else data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const href = el.getAttribute('href');
      if (href !== null && !HREF_OK.test(href.trim())) el.removeAttribute('href');
      const target = el.getAttribute('target');
      if (target !== null && target !== '_blank' && target !== '_self') el.removeAttribute('target');
      // A link that opens a new tab never gets a handle on the portal's window.
      if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src');
      if (src === null || !SRC_OK.test(src.trim())) el.remove();
    }
  });
  purifier = purify;
  return purify;
};

/** Cleans rich text (HTML) to the allow-list above; safe to call again on its own output. */
export const sanitizeHtml = (html: string): string =>
  instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'svg', 'math'],
  });
