import { PATHS } from '@/shared/paths';

const hasControlChar = (text: string) => Array.from(text).some((c) => c.charCodeAt(0) < 32 || c === '\u007f');

/**
 * Where to go after signing in: only a same-origin path ('/…', never '//host' or '/\host', which
 * browsers read as another host); anything else, or a public auth page, goes to '/'.
 */
export const safeRedirect = (raw: string | null | undefined): string => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControlChar(raw)) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return '/';
  }
  if (url.origin !== window.location.origin) return '/';
  if (url.pathname === PATHS.login || url.pathname === PATHS.register) return '/';
  return url.pathname + url.search + url.hash;
};

/** The login page, remembering where the user wanted to go. */
export const loginPath = (from?: string): string => {
  const target = from ? safeRedirect(from) : '/';
  return target === '/' ? PATHS.login : `${PATHS.login}?redirect=${encodeURIComponent(target)}`;
};
