import { useState } from 'react';
import { local } from '@/shared/lib/storage';

/** The id of the notice the user closed, kept in local storage under `key` (spec §3). */
export const useDismissed = (key: string) => {
  const [dismissed, setDismissed] = useState(() => local.get<string>(key));
  return {
    dismissed,
    dismiss: (id: string) => {
      local.set(key, id);
      setDismissed(id);
    },
  };
};
