import { Flex, Tag, Typography, theme } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@oms/contracts';
import { TODO_HASH, TodoLink, useTodoList } from '@/features/homepage';
import { PATHS } from '@/shared/paths';
import { PopupCard } from './popup-card';
import { usePopupState } from './use-popup-state';

/**
 * The first LIMITS.todoPopupItems open to-dos at the bottom left, with "more" leading to the home
 * page's list when there are others. Open once per browser session, then a pill; closed, it stays
 * closed until a to-do it never showed arrives (usePopupState).
 */
export const TodoPopup = () => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const { data: todos } = useTodoList();
  const state = usePopupState(
    'todos',
    todos?.map((todo) => `${todo.relateType}:${todo.id}`),
  );
  if (!todos) return null;

  return (
    <PopupCard
      state={state}
      width={320}
      icon={ScheduleOutlined}
      title={t('todo.title', { value: todos.length })}
      pill={t('todo.pill', { value: todos.length })}
      role="complementary"
      testId="todo-popup"
      closeLabel={t('todo.close')}
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
