import { useEffect, useEffectEvent, useRef } from 'react';
import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTICE_KIND, WS_TODO_PATH, todoTarget, type Todo, type WsNotice } from '@oms/contracts';
import { homepageKeys } from '@/features/homepage';
import { wsBase } from '@/shared/lib/runtime-config';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { useLiveStore } from '@/shared/ws/live-store';
import { mergeTodo, noticeKey, noticeToTodo, parseNotice, rememberNotice } from '@/shared/ws/notice';
import { connectTodoSocket } from '@/shared/ws/todo-socket';
import { useLiveRefresh } from './use-live-refresh';

/** How long an update's message stays (seconds): it informs, nothing to act on. */
const UPDATE_SECONDS = 4;
/** Updates shown one by one at a time; the rest of a burst is counted in one message. */
const UPDATES_AT_ONCE = 3;
const MORE_UPDATES_KEY = 'live-more-updates';

/**
 * The live channel while signed in (spec §7): each new notice bumps the "API refresh" flag, and the
 * to-dos, the menu counts and the pages showing its document type refetch (`useLiveRefresh`). A
 * to-do joins the to-do list and pops a notification that links to its target; an update (approved,
 * passed, signed…) only shows a short message that goes by itself.
 */
export const useLiveTodos = () => {
  useLiveRefresh();
  const { t } = useTranslation('layout');
  const { notification, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const language = useAppStore((s) => s.language);
  const seen = useRef(new Set<string>());
  // The update messages on screen, and how many more the summary counts (a warehouse settling a day's
  // documents sends dozens at once: three say what happened, one line counts the rest).
  const updates = useRef({ shown: new Set<string>(), more: 0 });

  const announce = (notice: WsNotice) => {
    const key = noticeKey(notice);
    const target = todoTarget(notice.relateType, notice.status);
    notification.info({
      key,
      title: t('live.title', { type: notice.relateTypeDesc }),
      description: [notice.title, notice.statusDesc].filter(Boolean).join(' · '),
      placement: 'topRight',
      duration: 8,
      actions: target ? (
        <Button
          type="primary"
          size="small"
          data-testid="live-notice-open"
          onClick={() => {
            notification.destroy(key);
            void navigate(target);
          }}
        >
          {t('live.open')}
        </Button>
      ) : undefined,
    });
  };

  const inform = (notice: WsNotice) => {
    const key = noticeKey(notice);
    const { shown } = updates.current;
    if (shown.has(key) || shown.size < UPDATES_AT_ONCE) {
      shown.add(key);
      void message.success({
        key,
        content: (
          <span data-testid="live-update">
            {notice.title || t('live.updated', { type: notice.relateTypeDesc, status: notice.statusDesc })}
          </span>
        ),
        duration: UPDATE_SECONDS,
        onClose: () => shown.delete(key),
      });
      return;
    }
    updates.current.more += 1;
    void message.info({
      key: MORE_UPDATES_KEY,
      content: (
        <span data-testid="live-update-more">{t('live.moreUpdated', { count: updates.current.more })}</span>
      ),
      duration: UPDATE_SECONDS,
      onClose: () => (updates.current.more = 0),
    });
  };

  const onMessage = useEffectEvent((data: string) => {
    const notice = parseNotice(data);
    if (!notice || !rememberNotice(seen.current, notice)) return;
    const todo = notice.kind === NOTICE_KIND.todo;
    if (todo)
      queryClient.setQueryData<Todo[]>(homepageKeys.todoList(), (list) =>
        list ? mergeTodo(list, noticeToTodo(notice)) : list,
      );
    // The to-dos, the counts and the pages showing the document refetch (`useLiveRefresh`).
    useLiveStore.getState().bump(notice);
    if (todo) announce(notice);
    else inform(notice);
  });

  const onUnsupported = useEffectEvent(() => window.alert(t('live.unsupported')));

  // The session behind the socket ended: the next call meets 401/402 and raises the one dialog.
  const onSessionEnded = useEffectEvent(
    () => void queryClient.refetchQueries({ queryKey: homepageKeys.unreadCount() }),
  );

  useEffect(() => {
    if (!token) return;
    const socket = connectTodoSocket({
      url: `${wsBase()}${WS_TODO_PATH}?language=${language}`,
      token,
      onMessage: (data) => onMessage(data),
      onUnsupported: () => onUnsupported(),
      onSessionEnded: () => onSessionEnded(),
    });
    return () => socket.close();
  }, [token, language]);
};
