import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnSettingsEndpoints, type ColumnSettings } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { useSession } from '@/shared/stores/session-store';
import { createQueryKeys } from '../query-keys';

// POST /api/column-settings/{get,save,reset}: the user's configuration of one list, kept on the
// server so it follows the user to another browser.

export const columnSettingsKeys = createQueryKeys('column-settings');

const calls = callers(columnSettingsEndpoints);
export const columnSettingsApi = {
  get: (pageKey: string) => calls.get({ pageKey }),
  save: (settings: ColumnSettings) => calls.save(settings),
  reset: (pageKey: string) => calls.reset({ pageKey }),
};

/** Keyed by user as well: a new sign-in in the same tab never sees the last user's layout. */
const useKey = (pageKey: string) => {
  const userId = useSession((s) => s.userId);
  return columnSettingsKeys.extra(pageKey, userId);
};

export const useColumnSettings = (pageKey: string) =>
  useQuery({
    queryKey: useKey(pageKey),
    queryFn: () => columnSettingsApi.get(pageKey),
    staleTime: Infinity,
    // A list without its saved layout still works (with the defaults): never block the page on it.
    retry: false,
  });

export const useSaveColumnSettings = (pageKey: string) => {
  const queryClient = useQueryClient();
  const key = useKey(pageKey);
  return useMutation({
    mutationFn: columnSettingsApi.save,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
};

export const useResetColumnSettings = (pageKey: string) => {
  const queryClient = useQueryClient();
  const key = useKey(pageKey);
  return useMutation({
    mutationFn: () => columnSettingsApi.reset(pageKey),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
};
