import { create } from 'zustand';
import type { CurrentUser, LoginResponse, MenuItem } from '@oms/contracts';
import { COOKIE, LOCAL, cookies, local } from '@/shared/lib/storage';

export type UserInfo = { userName: string; accountName: string; customerType: number; userId: string };

type SessionState = {
  token: string | null;
  userId: string | null;
  tenantId: string | null;
  companyId: string | null;
  userInfo: UserInfo | null;
  menus: MenuItem[] | null;
  permissions: string[];
  companyName: string;
  isMain: boolean;
  /** Stores what /user/login answered (cookies, as the specification keeps them). */
  signIn: (login: LoginResponse) => void;
  /** Stores what /user/current answered (menus and permissions in local storage). */
  setCurrent: (current: CurrentUser) => void;
  setMenuCounts: (counts: Record<string, number>) => void;
  clear: () => void;
};

const readUserInfo = (): UserInfo | null => {
  const raw = cookies.get(COOKIE.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
};

/**
 * A page's badge is the count of its code; a group's is the sum of its visible pages. Hidden pages
 * (details, creation) share their list's code: counting them too showed each count twice or more.
 */
const applyCounts = (menus: MenuItem[], counts: Record<string, number>): MenuItem[] =>
  menus.map((m) => {
    const children = applyCounts(m.children, counts);
    const own = m.children.length
      ? children.filter((c) => !c.hidden).reduce((sum, c) => sum + c.count, 0)
      : (counts[m.permission] ?? 0);
    return { ...m, count: own, children };
  });

export const useSession = create<SessionState>((set, get) => ({
  token: cookies.get(COOKIE.token) ?? null,
  userId: cookies.get(COOKIE.userId) ?? null,
  tenantId: cookies.get(COOKIE.tenantId) ?? null,
  companyId: cookies.get(COOKIE.companyId) ?? null,
  userInfo: readUserInfo(),
  menus: local.get<MenuItem[]>(LOCAL.menus),
  permissions: local.get<string[]>(LOCAL.permissions) ?? [],
  companyName: '',
  isMain: false,
  signIn: (login) => {
    const info: UserInfo = {
      userName: login.userName,
      accountName: login.accountName,
      customerType: login.customerType,
      userId: login.userId,
    };
    cookies.set(COOKIE.token, login.token);
    cookies.set(COOKIE.userId, login.userId);
    cookies.set(COOKIE.tenantId, login.tenantId);
    cookies.set(COOKIE.companyId, login.companyId);
    cookies.set(COOKIE.userInfo, JSON.stringify(info));
    set({
      token: login.token,
      userId: login.userId,
      tenantId: login.tenantId,
      companyId: login.companyId,
      userInfo: info,
    });
  },
  setCurrent: (current) => {
    local.set(LOCAL.menus, current.menus);
    local.set(LOCAL.permissions, current.permissions);
    set({
      menus: current.menus,
      permissions: current.permissions,
      companyName: current.companyName,
      isMain: current.isMain,
    });
  },
  setMenuCounts: (counts) => {
    const menus = get().menus;
    if (!menus) return;
    const next = applyCounts(menus, counts);
    local.set(LOCAL.menus, next);
    set({ menus: next });
  },
  clear: () => {
    Object.values([COOKIE.token, COOKIE.userId, COOKIE.tenantId, COOKIE.companyId, COOKIE.userInfo]).forEach(
      cookies.remove,
    );
    local.remove(LOCAL.menus);
    local.remove(LOCAL.permissions);
    set({
      token: null,
      userId: null,
      tenantId: null,
      companyId: null,
      userInfo: null,
      menus: null,
      permissions: [],
    });
  },
}));
