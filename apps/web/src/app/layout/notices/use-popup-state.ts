import { useEffect, useState } from 'react';
import { SESSION, session } from '@/shared/lib/storage';
import { useSession } from '@/shared/stores/session-store';
import { useAppStore } from '@/shared/stores/app-store';

export type PopupMode = 'open' | 'collapsed' | 'closed';

/** What one popup keeps for the browser session (reloads and language switches included). */
type Stored = { seen: string[]; mode: PopupMode };

/** Ids remembered per popup: far more than a to-do list shows; the oldest are forgotten first. */
const MAX_SEEN = 500;

const keyOf = (name: string, userId: string | null) => `${SESSION.popups}.${name}.${userId ?? '-'}`;

/**
 * Whether a corner popup is open, collapsed to its pill, or closed, for the items `ids` it shows
 * (`undefined` while they load). It opens once per browser session: after that (a reload, a
 * language switch) it comes back as its pill, or not at all once closed, until an id it never
 * showed arrives, which opens it again (on a narrow screen it stays a pill). On a narrow screen it
 * starts as a pill.
 */
export const usePopupState = (name: string, ids: readonly string[] | undefined) => {
  const key = keyOf(
    name,
    useSession((s) => s.userId),
  );
  const [mode, setMode] = useState<PopupMode | null>(() => session.get<Stored>(key)?.mode ?? null);

  const idsKey = ids?.join('\n');
  useEffect(() => {
    if (!ids || ids.length === 0) return;
    const stored = session.get<Stored>(key);
    const narrow = useAppStore.getState().mobile;
    const fresh = ids.filter((id) => !stored?.seen.includes(id));
    if (stored && fresh.length === 0) return;
    const next: PopupMode = narrow ? 'collapsed' : 'open';
    // Shown once: what was open now comes back as the pill on the next page load.
    session.set(key, { seen: [...(stored?.seen ?? []), ...fresh].slice(-MAX_SEEN), mode: 'collapsed' });
    setMode(next);
    // `ids` is read through its joined form: a new array with the same ids changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, idsKey]);

  const change = (to: PopupMode) => {
    const stored = session.get<Stored>(key);
    session.set(key, { seen: stored?.seen ?? [], mode: to === 'closed' ? 'closed' : 'collapsed' });
    setMode(to);
  };

  return {
    /** Null until there is something to show. */
    mode: ids && ids.length > 0 ? mode : null,
    collapse: () => change('collapsed'),
    expand: () => change('open'),
    close: () => change('closed'),
  };
};
