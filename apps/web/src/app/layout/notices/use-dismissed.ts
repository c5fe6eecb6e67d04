import { useState } from 'react';
import type { READ_RECORD_TYPE } from '@oms/contracts';
import { useReadRecord } from '@/features/homepage';
import { local } from '@/shared/lib/storage';

/** The id of the notice the user closed, kept in local storage under `key` (spec §3). */
const useDismissed = (key: string) => {
  const [dismissed, setDismissed] = useState(() => local.get<string>(key));
  return {
    dismissed,
    dismiss: (id: string) => {
      local.set(key, id);
      setDismissed(id);
    },
  };
};

/**
 * A notice the user may close (the top bar, the bottom-right popup): `shown` until closed, the one
 * closed remembered under `key`, and the close recorded as a read of `type`.
 */
export const useClosableNotice = <N extends { id: string }>(
  notice: N | null | undefined,
  key: string,
  type: typeof READ_RECORD_TYPE.topNotice | typeof READ_RECORD_TYPE.rightNotice,
) => {
  const readRecord = useReadRecord();
  const { dismissed, dismiss } = useDismissed(key);
  return {
    shown: notice && dismissed !== notice.id ? notice : null,
    close: (id: string) => {
      dismiss(id);
      readRecord.mutate({ announcementId: id, announcementType: type });
    },
  };
};
