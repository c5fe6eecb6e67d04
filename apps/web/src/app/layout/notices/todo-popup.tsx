import { useState, type CSSProperties } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@oms/contracts';
import { TODO_HASH, TodoLink, useTodoList } from '@/features/homepage';
import { useLiveStore } from '@/shared/ws/live-store';
import { PATHS } from '@/shared/paths';
import { PopupCard } from './popup-card';

type Props = {
  /** Where it floats; null puts it in the flow of a container (the mobile popup stack). */
  floating: CSSProperties | null;
};

/**
 * The first LIMITS.todoPopupItems open to-dos at the bottom left, with "more" leading to the home
 * page's list when there are others. Closed, it stays closed until the next live notice.
 */
export const TodoPopup = ({ floating }: Props) => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const { data: todos } = useTodoList();
  const refreshTick = useLiveStore((s) => s.refreshTick);
  const [closedAtTick, setClosedAtTick] = useState<number | null>(null);
  if (!todos || todos.length === 0 || closedAtTick === refreshTick) return null;

  return (
    <PopupCard
      floating={floating}
      width={320}
      icon={ScheduleOutlined}
      title={t('todo.title', { value: todos.length })}
      role="complementary"
      testId="todo-popup"
      closeLabel={t('todo.close')}
      onClose={() => setClosedAtTick(refreshTick)}
    >
      <Flex vertical gap={8}>
        {todos.slice(0, LIMITS.todoPopupItems).map((todo) => (
          <div key={`${todo.relateType}:${todo.id}`} data-testid="todo-popup-item" data-id={todo.id}>
            <Flex gap={6} align="center" wrap>
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {todo.relateTypeDesc}
              </Tag>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {todo.statusDesc}
              </Typography.Text>
            </Flex>
            <div style={{ marginTop: 2 }}>
              <TodoLink todo={todo} />
            </div>
          </div>
        ))}
        {todos.length > LIMITS.todoPopupItems && (
          <Link
            to={`${PATHS.home}${TODO_HASH}`}
            data-testid="todo-popup-more"
            style={{ alignSelf: 'flex-end' }}
          >
            {t('todo.more')}
          </Link>
        )}
      </Flex>
    </PopupCard>
  );
};
