import { Alert, Card, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Todo } from '@oms/contracts';
import { formatDate, formatRelative } from '@/shared/lib/format';
import { useAppStore } from '@/shared/stores/app-store';
import { useTodoList } from '../api';
import { TODO_SECTION_ID } from '../lib/constants';
import { TodoLink } from './todo-link';

/**
 * A tag on one line that stays inside its column: a name longer than the column ends in "…" and
 * shows whole on hover (wrapped, "Pending inbound (in transit)" stood three lines high).
 */
const CellTag = ({ color, children }: { color: string; children: string }) => (
  <Tag
    color={color}
    title={children}
    style={{
      maxWidth: '100%',
      marginInlineEnd: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
    }}
  >
    {children}
  </Tag>
);

// The columns of the tags, wider for the longer English names (most then fit without "…").
const TAG_WIDTH = { zh: { type: 112, status: 112 }, en: { type: 140, status: 164 } } as const;

/** Every open to-do of the company; kept current by the live channel. */
export const TodoCard = () => {
  const { t } = useTranslation('homepage');
  const widths = TAG_WIDTH[useAppStore((s) => s.language)];
  const query = useTodoList();

  const columns: ColumnsType<Todo> = [
    {
      title: t('todo.type'),
      dataIndex: 'relateTypeDesc',
      width: widths.type,
      render: (text: string) => <CellTag color="blue">{text}</CellTag>,
    },
    {
      title: t('todo.status'),
      dataIndex: 'statusDesc',
      width: widths.status,
      render: (text: string) => <CellTag color="warning">{text}</CellTag>,
    },
    {
      title: t('todo.titleColumn'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_: string, todo) => <TodoLink todo={todo} />,
    },
    {
      title: t('todo.documentNo'),
      dataIndex: 'documentNo',
      width: 150,
      responsive: ['lg'],
      render: (no: string | null) => no ?? '-',
    },
    {
      title: t('todo.time'),
      dataIndex: 'createdAt',
      width: 110,
      render: (at: string) => (
        <Tooltip title={formatDate(at)}>
          <Typography.Text type="secondary">{formatRelative(at)}</Typography.Text>
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      id={TODO_SECTION_ID}
      data-testid="home-todos"
      title={t('todo.title')}
      extra={
        query.data ? (
          <Typography.Text type="secondary">{t('todo.count', { value: query.data.length })}</Typography.Text>
        ) : null
      }
      variant="borderless"
      // Room for a page of to-dos, so the cards below stay put when the list arrives.
      styles={{ body: { paddingTop: 8, minHeight: 360 } }}
    >
      {query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : (
        <Table<Todo>
          rowKey={(todo) => `${todo.relateType}:${todo.id}`}
          size="small"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isPending}
          pagination={
            (query.data?.length ?? 0) > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false } : false
          }
          locale={{ emptyText: t('todo.empty') }}
          scroll={{ x: 640 }}
        />
      )}
    </Card>
  );
};
