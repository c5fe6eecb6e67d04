import { useSyncExternalStore } from 'react';

/**
 * Is an antd dialog or drawer open anywhere in the document? Every modal (forms, confirmations, the
 * session and version dialogs) renders a `.ant-modal-wrap` that is hidden with `display: none` once
 * closed (or removed); an open drawer carries `.ant-drawer-open`. One observer of the document serves
 * every caller, whoever opened the dialog and however.
 */
const anyOpen = () =>
  document.querySelector('.ant-drawer-open') !== null ||
  Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some(
    (wrap) => wrap.style.display !== 'none',
  );

const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;
let open = false;

const check = () => {
  const now = anyOpen();
  if (now === open) return;
  open = now;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    check();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
};

export const useModalOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
