import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  homepageEndpoints,
  READ_RECORD_TYPE,
  TODO_TYPE,
  type CountByStatus,
  type FundOverview,
  type MenuOrderCount,
  type ReadRecordRequest,
} from '@oms/contracts';
import { call, callers } from '@/shared/api/call';
import { declareLive } from '@/shared/api/live-keys';
import { topNoticeQueryOptions } from '@/shared/api/top-notice';
import { useSession } from '@/shared/stores/session-store';

// Every /api/homepage/* call of specification §7 (all POST), its query key and its hook.

export type { DataStatistics, MenuOrderCount } from '@oms/contracts';
export type AnnouncementKind = 'announcement' | 'version';
export type PageArgs = { current: number; size: number };
export type FundAccount = FundOverview[number];
export type StatusCount = CountByStatus[number];

const ROOT = ['homepage'] as const;

/** The one source of homepage query keys; invalidation goes through the broader keys. */
export const homepageKeys = {
  all: ROOT,
  topNotice: () => topNoticeQueryOptions.queryKey,
  bottomNotice: () => [...ROOT, 'bottomNotice'] as const,
  announcementLists: () => [...ROOT, 'announcements'] as const,
  announcements: (kind: AnnouncementKind, page: PageArgs) =>
    [...ROOT, 'announcements', kind, page.current, page.size] as const,
  unreadCount: () => [...ROOT, 'unReadAnnouncementCount'] as const,
  todoList: () => [...ROOT, 'todoList'] as const,
  menuOrderCount: () => [...ROOT, 'menuOrderCount'] as const,
  fundOverview: () => [...ROOT, 'fundOverview'] as const,
  dataStatistics: () => [...ROOT, 'dataStatistics'] as const,
  countByStatus: () => [...ROOT, 'countByStatus'] as const,
};

// Whatever document a live notice is about, the to-dos (the server may have settled older ones of the
// same document), the menu counts, the home page's counts by status and its statistics moved with it:
// the layout's live refresh refetches them, batched.
for (const key of [
  homepageKeys.todoList(),
  homepageKeys.menuOrderCount(),
  homepageKeys.countByStatus(),
  homepageKeys.dataStatistics(),
])
  declareLive(Object.values(TODO_TYPE), key);

export const homepageApi = callers(homepageEndpoints);

export const useTopNotice = () => useQuery(topNoticeQueryOptions);
export const useBottomNotice = () =>
  useQuery({ queryKey: homepageKeys.bottomNotice(), queryFn: () => homepageApi.bottomNotice() });

export const useAnnouncements = (kind: AnnouncementKind, page: PageArgs, enabled = true) =>
  useQuery({
    queryKey: homepageKeys.announcements(kind, page),
    queryFn: () =>
      call(kind === 'announcement' ? homepageEndpoints.announcement : homepageEndpoints.version, page),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Announcements are not pushed over the live channel: the badge looks again now and then. */
const UNREAD_POLL_MS = 5 * 60_000;
export const useUnreadCount = () =>
  useQuery({
    queryKey: homepageKeys.unreadCount(),
    queryFn: () => homepageApi.unReadAnnouncementCount(),
    refetchInterval: UNREAD_POLL_MS,
  });

export const useTodoList = () =>
  useQuery({ queryKey: homepageKeys.todoList(), queryFn: () => homepageApi.todoList({}) });

/** Loads the menu badge counts and hands them to the session, after every count request (spec §4). */
export const fetchMenuOrderCount = async (): Promise<MenuOrderCount> => {
  const counts = await homepageApi.menuOrderCount();
  useSession.getState().setMenuCounts(Object.fromEntries(counts.map((c) => [c.key, c.count])));
  return counts;
};
export const useMenuOrderCount = () =>
  useQuery({ queryKey: homepageKeys.menuOrderCount(), queryFn: fetchMenuOrderCount, staleTime: 0 });

/** The accounts, for a viewer who may see them (`enabled`): the server refuses anyone else. */
export const useFundOverview = (enabled: boolean) =>
  useQuery({ queryKey: homepageKeys.fundOverview(), queryFn: () => homepageApi.fundOverview(), enabled });
export const useDataStatistics = () =>
  useQuery({ queryKey: homepageKeys.dataStatistics(), queryFn: () => homepageApi.dataStatistics() });
export const useCountByStatus = () =>
  useQuery({ queryKey: homepageKeys.countByStatus(), queryFn: () => homepageApi.countByStatus({}) });

/** Records a read (1 dialog acknowledge, 2 top notice closed, 3 right notice closed). */
export const useReadRecord = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadRecordRequest) => homepageApi.insertAnnouncementReadRecord(body),
    onSuccess: (_data, variables) => {
      if (variables.announcementType !== READ_RECORD_TYPE.dialog) return;
      void queryClient.invalidateQueries({ queryKey: homepageKeys.announcementLists() });
      void queryClient.invalidateQueries({ queryKey: homepageKeys.unreadCount() });
    },
  });
};
