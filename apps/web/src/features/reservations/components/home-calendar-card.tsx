import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Badge, Calendar, Card, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { RESERVATIONS_CODES } from '@oms/contracts';
import { useCan } from '@/shared/stores/use-can';
import { useHomeCalendar } from '../api';
import { detailPath, MANAGE_PATH, monthOf, NS, STATUS_COLOR } from '../lib/display';

/** How many of the month's bookings the card lists below the calendar. */
const LISTED = 5;

/**
 * The home page's warehouse calendar (specification §1): this company's bookings of the month and the
 * days its signed warehouses are closed. Shown to accounts that may see reservations.
 */
export const HomeCalendarCard = () => {
  const can = useCan(RESERVATIONS_CODES);
  return can('view') ? <CalendarCard /> : null;
};

const CalendarCard = () => {
  const { t } = useTranslation(NS);
  const [month, setMonth] = useState(monthOf());
  const data = useHomeCalendar(month).data;
  const byDay = useMemo(() => {
    const days = new Map<string, { bookings: number; closed: string[] }>();
    const of = (d: string) => days.get(d) ?? days.set(d, { bookings: 0, closed: [] }).get(d)!;
    for (const b of data?.bookings ?? []) of(b.date).bookings++;
    for (const c of data?.closedDays ?? []) of(c.date).closed.push(c.warehouseCode);
    return days;
  }, [data]);

  const cell = (date: Dayjs) => {
    const d = byDay.get(date.format('YYYY-MM-DD'));
    if (!d) return null;
    return (
      <Flex justify="center" gap={2}>
        {d.bookings > 0 && (
          <Tooltip title={t('home.bookings', { count: d.bookings })}>
            <Badge color="blue" data-testid={`home-booked-${date.format('YYYY-MM-DD')}`} />
          </Tooltip>
        )}
        {d.closed.length > 0 && (
          <Tooltip title={t('home.closed', { warehouses: d.closed.join(', ') })}>
            <Badge color="gray" data-testid={`home-closed-${date.format('YYYY-MM-DD')}`} />
          </Tooltip>
        )}
      </Flex>
    );
  };

  return (
    <Card
      title={t('home.title')}
      extra={<Link to={MANAGE_PATH}>{t('home.all')}</Link>}
      data-testid="home-calendar-card"
      styles={{ body: { paddingTop: 8 } }}
    >
      <Calendar
        fullscreen={false}
        value={dayjs(`${month}-01`)}
        cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
        onPanelChange={(date) => setMonth(date.format('YYYY-MM'))}
        onSelect={(date) => setMonth(date.format('YYYY-MM'))}
      />
      <Flex gap={12} style={{ marginBottom: 8 }}>
        <Badge color="blue" text={t('home.legendBooked')} />
        <Badge color="gray" text={t('home.legendClosed')} />
      </Flex>
      <List
        size="small"
        locale={{ emptyText: t('home.none') }}
        dataSource={(data?.bookings ?? []).slice(0, LISTED)}
        renderItem={(b) => (
          <List.Item key={b.id}>
            <Flex justify="space-between" wrap gap={4} style={{ width: '100%' }}>
              <Link to={detailPath(b.id)} data-testid={`home-booking-${b.reservationNo}`}>
                {b.date} {b.start}–{b.end}
              </Link>
              <Typography.Text type="secondary">
                {b.warehouseCode} · {b.containerNo}
              </Typography.Text>
              <Tag color={STATUS_COLOR[b.status]}>{t(`status.${b.status}`)}</Tag>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
};
