import { useEffect } from 'react';
import { Col, Flex, Row } from 'antd';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RESERVATIONS_CODES } from '@oms/contracts';
import { useCan } from '@/shared/stores/use-can';
import { useLiveStore } from '@/shared/ws/live-store';
import { HomeCalendarCard } from '@/features/reservations';
import { homepageKeys, useFundOverview, useTodoList, useUnreadCount } from '../api';
import { AnnouncementDialog, useAnnouncementDialog } from '../components/announcement-dialog';
import { AnnouncementsCard } from '../components/announcements-card';
import { FundsCard } from '../components/funds-card';
import { StatisticsCard } from '../components/statistics-card';
import { StatusCard } from '../components/status-card';
import { TodoCard } from '../components/todo-card';
import { WelcomeCard } from '../components/welcome-card';
import { Deferred } from '../components/deferred';
import { TODO_HASH, TODO_SECTION_ID } from '../lib/constants';

// The usual heights of the cards that mount later (px): their place is held meanwhile, so nothing
// below them moves when they appear (layout shift, issue 12).
const STATISTICS_HEIGHT = 520;
const STATUS_HEIGHT = 180;
const CALENDAR_HEIGHT = 460;
const FEED_HEIGHT = 300;

/**
 * The workbench: to-dos, announcements, version notes, funds and statistics at a glance. The cards
 * in view render first; the rest when scrolled near or once the page is idle (components/deferred).
 */
const HomePage = () => {
  const location = useLocation();
  const queryClient = useQueryClient();
  const refreshTick = useLiveStore((s) => s.refreshTick);
  const todos = useTodoList();
  const unread = useUnreadCount();
  const funds = useFundOverview();
  const { show, dialogProps } = useAnnouncementDialog();
  // The calendar card shows to those who may see reservations (it checks too): no place held for
  // a card that never comes.
  const canSeeCalendar = useCan(RESERVATIONS_CODES)('view');

  useEffect(() => {
    if (location.hash === TODO_HASH)
      document.getElementById(TODO_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth' });
  }, [location.hash, location.key]);

  // A live notice moved a document: the counts behind this page moved with it.
  useEffect(() => {
    if (refreshTick === 0) return;
    void queryClient.invalidateQueries({ queryKey: homepageKeys.countByStatus() });
    void queryClient.invalidateQueries({ queryKey: homepageKeys.dataStatistics() });
  }, [refreshTick, queryClient]);

  return (
    <Flex vertical gap={16} data-testid="home-page">
      <WelcomeCard openTodos={todos.data?.length} unread={unread.data} accounts={funds.data?.length} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <TodoCard />
            <Deferred testId="defer-statistics" minHeight={STATISTICS_HEIGHT}>
              <StatisticsCard />
            </Deferred>
            <Deferred testId="defer-status" minHeight={STATUS_HEIGHT}>
              <StatusCard />
            </Deferred>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <FundsCard />
            {canSeeCalendar && (
              <Deferred testId="defer-calendar" minHeight={CALENDAR_HEIGHT}>
                <HomeCalendarCard />
              </Deferred>
            )}
            <Deferred testId="defer-announcements" minHeight={FEED_HEIGHT}>
              <AnnouncementsCard kind="announcement" onOpen={show} />
            </Deferred>
            <Deferred testId="defer-versions" minHeight={FEED_HEIGHT}>
              <AnnouncementsCard kind="version" onOpen={show} />
            </Deferred>
          </Flex>
        </Col>
      </Row>
      <AnnouncementDialog {...dialogProps} />
    </Flex>
  );
};

export default HomePage;
