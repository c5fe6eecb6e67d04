import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Flex, Select, Table } from 'antd';
import { MOVEMENT_TYPES, type MovementRow, type MovementType } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { useMovements } from '../api';
import { documentPath, NS, signed } from '../lib/display';

const BUCKETS = ['inTransit', 'available', 'reserved', 'unsellable', 'shipped'] as const;

/** A balance's movement log, newest first, paged by the server, with the buckets after each row. */
export const MovementsTab = ({ id }: { id: string }) => {
  const { t } = useTranslation(NS);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(20);
  const [movementType, setMovementType] = useState<MovementType>();
  const page = useMovements({ id, current, size, movementType }).data;

  const change = (m: MovementRow) =>
    BUCKETS.filter((b) => m.change[b] !== 0)
      .map((b) => `${t(`fields.${b}`)} ${signed(m.change[b])}`)
      .join(', ') || '0';

  return (
    <Flex vertical gap={12}>
      <Select
        allowClear
        style={{ width: 200, maxWidth: '100%' }}
        placeholder={t('movement.allTypes')}
        value={movementType}
        onChange={(v?: MovementType) => {
          setMovementType(v);
          setCurrent(1);
        }}
        options={MOVEMENT_TYPES.map((v) => ({ value: v, label: t(`movementType.${v}`) }))}
        data-testid="movement-type-filter"
      />
      <Table<MovementRow>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        dataSource={page?.records ?? []}
        loading={!page}
        data-testid="stock-movements"
        pagination={{
          current,
          pageSize: size,
          total: page?.total ?? 0,
          showSizeChanger: true,
          onChange: (c, s) => {
            setCurrent(c);
            setSize(s);
          },
        }}
        columns={[
          { key: 'at', title: t('movement.createdAt'), render: (_, m) => formatDate(m.createdAt) },
          {
            key: 'type',
            title: t('movement.type'),
            render: (_, m) => (
              <span data-testid={`movement-type-${m.id}`}>{t(`movementType.${m.movementType}`)}</span>
            ),
          },
          {
            key: 'document',
            title: t('movement.document'),
            render: (_, m) => {
              const to = documentPath(m.documentType, m.documentNo);
              const label = `${t(`documentType.${m.documentType}`)} ${m.documentNo}`;
              return to ? (
                <Link to={to} data-testid={`movement-doc-${m.id}`}>
                  {label}
                </Link>
              ) : (
                <span data-testid={`movement-doc-${m.id}`}>{label}</span>
              );
            },
          },
          { key: 'change', title: t('movement.change'), render: (_, m) => change(m) },
          {
            key: 'after',
            title: t('movement.after'),
            render: (_, m) => (
              <span data-testid={`movement-after-${m.id}`}>{BUCKETS.map((b) => m.after[b]).join(' / ')}</span>
            ),
          },
          { key: 'by', title: t('movement.createdBy'), render: (_, m) => m.createdBy ?? '-' },
          { key: 'note', title: t('movement.note'), render: (_, m) => m.note ?? '-' },
        ]}
      />
    </Flex>
  );
};
