import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};
const snapshot = () => window.matchMedia?.(QUERY).matches ?? false;

/** Whether the system asks for less motion (an accessibility setting); follows a change at once. */
export const useReducedMotion = () => useSyncExternalStore(subscribe, snapshot, () => false);
