import { vi } from 'vitest';
import type { StoreApi } from 'zustand';
import dayjs from 'dayjs';
import { Modal, message, notification } from 'antd';
import { DEFAULT_LANGUAGE } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { queryClient } from '@/shared/api/query-client';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { useLiveStore } from '@/shared/ws/live-store';
import { useTagsStore } from '@/app/layout/tags-view/tags-store';
import { resetVersionCheck } from '@/app/version-check';

// The web project keeps one jsdom window and one module cache per worker (isolate: false), so what a
// file leaves behind would reach the next one. Each file starts from what a fresh page load has.

const resetStore = <S>(store: StoreApi<S>) => store.setState(store.getInitialState(), true);

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

const clearDocument = () => {
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
};

export const startFresh = async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearDocument();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  window.innerWidth = 1024;
  window.innerHeight = 768;
  window.__OMS_CONFIG__ = undefined;
  // The stores read storage when their module loads; storage is empty now, as it was then.
  resetStore(useSession);
  resetStore(useAppStore);
  resetStore(useLiveStore);
  resetStore(useTagsStore);
  queryClient.clear();
  resetVersionCheck();
  dayjs.locale('en');
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
};
