import { lazy, useEffect } from 'react';
import { Col, Flex, Row } from 'antd';
import { useLocation } from 'react-router';
import { FINANCE_RECHARGE_CODES, INVENTORY_CODES, RESERVATIONS_CODES } from '@oms/contracts';
import { useCan } from '@/shared/stores/use-can';
import { useFundOverview, useTodoList, useUnreadCount } from '../api';
import { AnnouncementDialog, useAnnouncementDialog } from '../components/announcement-dialog';
import { FundsCard } from '../components/funds-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { TodoCard } from '../components/todo-card';
import { WelcomeCard } from '../components/welcome-card';
import { Deferred } from '../components/deferred';
import { TODO_HASH, TODO_SECTION_ID } from '../lib/constants';

// The cards below the fold bring their code when they mount (a chunk each): the first screen loads,
// parses and renders the cards in view only, and the rest come one by one as their code arrives.
const StatisticsCard = lazy(() =>
  import('../components/statistics-card').then((m) => ({ default: m.StatisticsCard })),
);
const StatusCard = lazy(() => import('../components/status-card').then((m) => ({ default: m.StatusCard })));
const AnnouncementsCard = lazy(() =>
  import('../components/announcements-card').then((m) => ({ default: m.AnnouncementsCard })),
);
const HomeCalendarCard = lazy(() =>
  import('@/features/reservations').then((m) => ({ default: m.HomeCalendarCard })),
);
const HomeLowStockCard = lazy(() =>
  import('@/features/inventory').then((m) => ({ default: m.HomeLowStockCard })),
);
const HomeAgeingCard = lazy(() =>
  import('@/features/inventory').then((m) => ({ default: m.HomeAgeingCard })),
);

// The usual heights of the cards that mount later (px): their place is held meanwhile, so nothing
// below them moves when they appear (layout shift, issue 12).
const STATISTICS_HEIGHT = 520;
const STATUS_HEIGHT = 180;
const CALENDAR_HEIGHT = 460;
const FEED_HEIGHT = 300;
const STOCK_CARD_HEIGHT = 260;

/**
 * The workbench: to-dos, quick actions, stock warnings (low stock, storage about to cost more),
 * announcements, version notes, funds and statistics comparing periods at a glance. The cards
 * in view render first; the rest when scrolled near or once the page is idle (components/deferred).
 */
const HomePage = () => {
  const location = useLocation();
  const todos = useTodoList();
  const unread = useUnreadCount();
  // The accounts are the recharge page's: who may not open it sees no funds card and no count of
  // accounts (the server refuses them anyway), rather than "no account yet".
  const canSeeFunds = useCan(FINANCE_RECHARGE_CODES)('view');
  const funds = useFundOverview(canSeeFunds);
  const { show, dialogProps } = useAnnouncementDialog();
  // The calendar card shows to those who may see reservations (it checks too): no place held for
  // a card that never comes.
  const canSeeCalendar = useCan(RESERVATIONS_CODES)('view');
  const canSeeStock = useCan(INVENTORY_CODES)('view');

  // The cards below wait until the first screen's have their data: then the page's height is final,
  // and only what is really in view mounts (issue 22: home's blocking time).
  const ready = !todos.isPending && (!canSeeFunds || !funds.isPending);

  useEffect(() => {
    if (location.hash === TODO_HASH)
      document.getElementById(TODO_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth' });
  }, [location.hash, location.key]);

  return (
    <Flex vertical gap={16} data-testid="home-page">
      <WelcomeCard
        openTodos={todos.data?.length}
        unread={unread.data}
        accounts={canSeeFunds ? funds.data?.length : null}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <TodoCard />
            {canSeeStock && (
              <Row gutter={[16, 16]}>
                <Col xs={24} md={12}>
                  <Deferred testId="defer-low-stock" minHeight={STOCK_CARD_HEIGHT} ready={ready}>
                    <HomeLowStockCard />
                  </Deferred>
                </Col>
                <Col xs={24} md={12}>
                  <Deferred testId="defer-ageing" minHeight={STOCK_CARD_HEIGHT} ready={ready}>
                    <HomeAgeingCard />
                  </Deferred>
                </Col>
              </Row>
            )}
            <Deferred testId="defer-statistics" minHeight={STATISTICS_HEIGHT} ready={ready}>
              <StatisticsCard />
            </Deferred>
            <Deferred testId="defer-status" minHeight={STATUS_HEIGHT} ready={ready}>
              <StatusCard />
            </Deferred>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <QuickActionsCard />
            {canSeeFunds && <FundsCard />}
            {canSeeCalendar && (
              <Deferred testId="defer-calendar" minHeight={CALENDAR_HEIGHT} ready={ready}>
                <HomeCalendarCard />
              </Deferred>
            )}
            <Deferred testId="defer-announcements" minHeight={FEED_HEIGHT} ready={ready}>
              <AnnouncementsCard kind="announcement" onOpen={show} />
            </Deferred>
            <Deferred testId="defer-versions" minHeight={FEED_HEIGHT} ready={ready}>
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
