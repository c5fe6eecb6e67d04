import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  READ_RECORD_TYPE,
  type Announcement,
  type Notice,
  type PageResult,
  type ReadRecordRequest,
  type Todo,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { useSession } from '../../shared/stores/session-store';

// Every /api/homepage/* call of specification §7 (all POST), its query key and its hook.

export type AnnouncementKind = 'announcement' | 'version';
export type PageArgs = { current: number; size: number };
export type FundAccount = {
  currency: 'CNY' | 'USD';
  balance: string;
  frozen: string;
  credit: string;
  available: string;
};
export type DataStatistics = {
  days: string[];
  series: { key: string; name: string; data: number[] }[];
  totals: { key: string; name: string; count: number }[];
};
export type StatusCount = {
  module: string;
  relateType: number;
  relateTypeDesc: string;
  status: string;
  statusDesc: string;
  count: number;
};
export type MenuOrderCount = { key: string; count: number }[];

const ROOT = ['homepage'] as const;

/** The one source of homepage query keys; invalidation goes through the broader keys. */
export const homepageKeys = {
  all: ROOT,
  topNotice: () => [...ROOT, 'topNotice'] as const,
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

export const homepageApi = {
  topNotice: () => request<Notice>('homepage/topNotice'),
  bottomNotice: () => request<Notice>('homepage/bottomNotice'),
  announcements: (kind: AnnouncementKind, page: PageArgs) =>
    request<PageResult<Announcement>>(
      kind === 'announcement' ? 'homepage/announcement' : 'homepage/version',
      page,
    ),
  unreadCount: () => request<number>('homepage/unReadAnnouncementCount'),
  insertReadRecord: (body: ReadRecordRequest) => request<null>('homepage/insertAnnouncementReadRecord', body),
  todoList: () => request<Todo[]>('homepage/todoList', {}),
  menuOrderCount: () => request<MenuOrderCount>('homepage/menuOrderCount'),
  fundOverview: () => request<FundAccount[]>('homepage/fundOverview'),
  dataStatistics: () => request<DataStatistics>('homepage/dataStatistics'),
  countByStatus: () => request<StatusCount[]>('homepage/countByStatus', {}),
};

export const useTopNotice = () =>
  useQuery({ queryKey: homepageKeys.topNotice(), queryFn: homepageApi.topNotice });
export const useBottomNotice = () =>
  useQuery({ queryKey: homepageKeys.bottomNotice(), queryFn: homepageApi.bottomNotice });

export const useAnnouncements = (kind: AnnouncementKind, page: PageArgs, enabled = true) =>
  useQuery({
    queryKey: homepageKeys.announcements(kind, page),
    queryFn: () => homepageApi.announcements(kind, page),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Announcements are not pushed over the live channel: the badge looks again now and then. */
const UNREAD_POLL_MS = 5 * 60_000;
export const useUnreadCount = () =>
  useQuery({
    queryKey: homepageKeys.unreadCount(),
    queryFn: homepageApi.unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });

export const useTodoList = () =>
  useQuery({ queryKey: homepageKeys.todoList(), queryFn: homepageApi.todoList });

/** Loads the menu badge counts and hands them to the session, after every count request (spec §4). */
export const fetchMenuOrderCount = async (): Promise<MenuOrderCount> => {
  const counts = await homepageApi.menuOrderCount();
  useSession.getState().setMenuCounts(Object.fromEntries(counts.map((c) => [c.key, c.count])));
  return counts;
};
export const useMenuOrderCount = () =>
  useQuery({ queryKey: homepageKeys.menuOrderCount(), queryFn: fetchMenuOrderCount, staleTime: 0 });

export const useFundOverview = () =>
  useQuery({ queryKey: homepageKeys.fundOverview(), queryFn: homepageApi.fundOverview });
export const useDataStatistics = () =>
  useQuery({ queryKey: homepageKeys.dataStatistics(), queryFn: homepageApi.dataStatistics });
export const useCountByStatus = () =>
  useQuery({ queryKey: homepageKeys.countByStatus(), queryFn: homepageApi.countByStatus });

/** Records a read (1 dialog acknowledge, 2 top notice closed, 3 right notice closed). */
export const useReadRecord = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: homepageApi.insertReadRecord,
    onSuccess: (_data, variables) => {
      if (variables.announcementType !== READ_RECORD_TYPE.dialog) return;
      void queryClient.invalidateQueries({ queryKey: homepageKeys.announcementLists() });
      void queryClient.invalidateQueries({ queryKey: homepageKeys.unreadCount() });
    },
  });
};
