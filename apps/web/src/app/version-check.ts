import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { App } from 'antd';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import i18n from '@/shared/i18n';

// Specification §7: after each route change the portal asks /static/version.json for the deployed
// version and, when it is newer than the running bundle, forces a reload with one dialog.

/** The version baked into this bundle at build time (vite `define`); empty where nothing defines it. */
export const runningVersion = (): string => (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '');

const digits = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, '') : null;
};

/**
 * Whether `deployed` is a later version than `running`. Versions are digit strings such as
 * '20261121213000', compared as numbers of any length (by length, then digit by digit) so that they
 * never lose precision; anything that is not such a string is never newer.
 */
export const isNewerVersion = (deployed: unknown, running: unknown): boolean => {
  const a = digits(deployed);
  const b = digits(running);
  if (a === null || b === null) return false;
  return a.length !== b.length ? a.length > b.length : a > b;
};

let prompted = false;

/** For tests: allow the prompt again. */
export const resetVersionCheck = () => {
  prompted = false;
};

/**
 * Fetches the deployed version (a plain fetch: it is no API call and carries no session) and shows
 * the reload prompt once. Network and parse failures are ignored; the next route change retries.
 */
export const checkVersion = async (modal: Pick<ModalHookAPI, 'info'>): Promise<boolean> => {
  if (prompted) return false;
  try {
    const response = await fetch(`/static/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const body = (await response.json()) as { appVersion?: unknown } | null;
    if (prompted || !isNewerVersion(body?.appVersion, runningVersion())) return false;
  } catch {
    return false;
  }
  prompted = true;
  modal.info({
    title: i18n.t('common:version.title'),
    content: i18n.t('common:version.upgrade'),
    okText: i18n.t('common:version.reload'),
    closable: false,
    mask: { closable: false },
    keyboard: false,
    // Never resolves: the button keeps spinning until the page is gone.
    onOk: () => {
      window.location.reload();
      return new Promise<never>(() => {});
    },
  });
  return true;
};

/** Runs the version check after every route change; call it once inside the protected shell. */
export const useVersionCheck = () => {
  const { pathname } = useLocation();
  const { modal } = App.useApp();
  useEffect(() => {
    void checkVersion(modal);
  }, [pathname, modal]);
};
