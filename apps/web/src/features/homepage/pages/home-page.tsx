import { useEffect } from 'react';
import { Col, Flex, Row } from 'antd';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveStore } from '@/shared/ws/live-store';
import { homepageKeys, useFundOverview, useTodoList, useUnreadCount } from '../api';
import { AnnouncementDialog, useAnnouncementDialog } from '../components/announcement-dialog';
import { AnnouncementsCard } from '../components/announcements-card';
import { FundsCard } from '../components/funds-card';
import { StatisticsCard } from '../components/statistics-card';
import { StatusCard } from '../components/status-card';
import { TodoCard } from '../components/todo-card';
import { WelcomeCard } from '../components/welcome-card';
import { TODO_HASH, TODO_SECTION_ID } from '../lib/constants';

/** The workbench: to-dos, announcements, version notes, funds and statistics at a glance. */
const HomePage = () => {
  const location = useLocation();
  const queryClient = useQueryClient();
  const refreshTick = useLiveStore((s) => s.refreshTick);
  const todos = useTodoList();
  const unread = useUnreadCount();
  const funds = useFundOverview();
  const { show, dialogProps } = useAnnouncementDialog();

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
            <StatisticsCard />
            <StatusCard />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <FundsCard />
            <AnnouncementsCard kind="announcement" onOpen={show} />
            <AnnouncementsCard kind="version" onOpen={show} />
          </Flex>
        </Col>
      </Row>
      <AnnouncementDialog {...dialogProps} />
    </Flex>
  );
};

export default HomePage;
