import Cookies from 'js-cookie';

// Where the specification keeps things (§3): cookies for the session and the user info, local
// storage for menus, permissions, language and the dismissed-notice flags.
export const COOKIE = {
  token: 'Admin-Token',
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

export const cookies = {
  get: (name: string) => Cookies.get(name),
  set: (name: string, value: string) => Cookies.set(name, value, { sameSite: 'Lax', path: '/' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};

export const local = {
  get<T>(key: string): T | null {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set: (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value)),
  remove: (key: string) => localStorage.removeItem(key),
};
