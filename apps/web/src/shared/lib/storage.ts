import Cookies from 'js-cookie';
import { SESSION_COOKIE } from '@oms/contracts';

// Where the specification keeps things (§3): cookies for the session and the user info, local
// storage for menus, permissions, language and the dismissed-notice flags; session storage for what
// lasts one browser session (reloads and language switches included), such as the corner popups.
export const COOKIE = {
  token: SESSION_COOKIE,
  userId: 'User-Id',
  tenantId: 'Tenant-Id',
  companyId: 'Company-Id',
  userInfo: 'User-Info',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
} as const;

export const LOCAL = {
  menus: 'oms.menus',
  permissions: 'oms.permissions',
  language: 'oms.language',
  topNoticeDismissed: 'oms.topNoticeDismissed',
  rightNoticeDismissed: 'oms.rightNoticeDismissed',
  columnSettings: 'oms.columns',
} as const;

export const SESSION = {
  /** Per popup and user: the items already shown and whether it is open, collapsed or closed. */
  popups: 'oms.popups',
} as const;

export const cookies = {
  get: (name: string) => Cookies.get(name),
  set: (name: string, value: string) => Cookies.set(name, value, { sameSite: 'Lax', path: '/' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};

/** JSON values in a Web Storage; an unreadable value reads as absent. */
const jsonStorage = (storage: () => Storage) => ({
  get<T>(key: string): T | null {
    const raw = storage().getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set: (key: string, value: unknown) => storage().setItem(key, JSON.stringify(value)),
  remove: (key: string) => storage().removeItem(key),
});

export const local = jsonStorage(() => localStorage);
export const session = jsonStorage(() => sessionStorage);
