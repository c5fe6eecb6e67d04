import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@oms/contracts';
import { COOKIE, LOCAL, cookies, local } from '@/shared/lib/storage';

export type ComponentSize = 'small' | 'middle' | 'large';

type AppState = {
  language: Language;
  /** Sidebar open (cookie `sidebarStatus` 1/0, as the reference layout keeps it). */
  sidebarOpened: boolean;
  /** True while the sidebar was closed by a narrow window rather than by the user. */
  mobile: boolean;
  size: ComponentSize;
  setLanguage: (language: Language) => void;
  toggleSidebar: () => void;
  setMobile: (mobile: boolean) => void;
  setSize: (size: ComponentSize) => void;
};

const storedLanguage = (): Language => {
  const value = local.get<string>(LOCAL.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
};
const storedSize = (): ComponentSize => {
  const value = cookies.get(COOKIE.size);
  return value === 'middle' || value === 'large' ? value : 'small';
};

export const useAppStore = create<AppState>((set, get) => ({
  language: storedLanguage(),
  sidebarOpened: cookies.get(COOKIE.sidebarStatus) !== '0',
  mobile: false,
  size: storedSize(),
  /** Kept in local storage; the page reloads so every view and cached answer follows (spec §1). */
  setLanguage: (language) => {
    local.set(LOCAL.language, language);
    set({ language });
    window.location.reload();
  },
  toggleSidebar: () => {
    const next = !get().sidebarOpened;
    cookies.set(COOKIE.sidebarStatus, next ? '1' : '0');
    set({ sidebarOpened: next });
  },
  setMobile: (mobile) => {
    if (mobile) set({ mobile, sidebarOpened: false });
    else set({ mobile, sidebarOpened: cookies.get(COOKIE.sidebarStatus) !== '0' });
  },
  setSize: (size) => {
    cookies.set(COOKIE.size, size);
    set({ size });
  },
}));
