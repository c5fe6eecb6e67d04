import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Calendar, Flex, Grid, Spin, Tag, Typography } from 'antd';
import type { CalendarDay, CalendarSlot, SlotChoice } from '@oms/contracts';
import { useCalendarMonth } from '../api';
import { monthOf, NS } from '../lib/display';

type Props = {
  warehouseId: string | undefined;
  value: SlotChoice | null;
  onChange: (slot: SlotChoice) => void;
};

const open = (s: CalendarSlot) => !s.past && s.remaining > 0;

/**
 * A warehouse's month: each day's slots with their remaining places (closed days greyed, full or past
 * slots disabled). Picking a day lists its slots below; picking a slot chooses it.
 */
export const SlotCalendar = ({ warehouseId, value, onChange }: Props) => {
  const { t } = useTranslation(NS);
  const wide = Grid.useBreakpoint().md ?? false;
  const [month, setMonth] = useState(monthOf(value?.date));
  const [day, setDay] = useState<string | undefined>(value?.date);
  const calendar = useCalendarMonth(warehouseId, month);
  const days = useMemo(() => new Map((calendar.data?.days ?? []).map((d) => [d.date, d])), [calendar.data]);
  const selected = day ? days.get(day) : undefined;

  if (!warehouseId) return <Alert type="info" showIcon title={t('calendar.pickWarehouse')} />;

  const cell = (date: Dayjs) => {
    const d = days.get(date.format('YYYY-MM-DD'));
    if (!d) return null;
    if (d.closed)
      return (
        <Tag color="default" data-testid={`calendar-closed-${d.date}`}>
          {t('calendar.closed')}
        </Tag>
      );
    const remaining = d.slots.filter((s) => !s.past).reduce((n, s) => n + s.remaining, 0);
    if (!wide)
      return d.slots.length > 0 && remaining > 0 ? (
        <Typography.Text type="success" style={{ fontSize: 11 }}>
          {remaining}
        </Typography.Text>
      ) : null;
    return (
      <Flex vertical gap={2} data-testid={`calendar-day-${d.date}`}>
        {d.slots.map((s) => (
          <Typography.Text
            key={s.start}
            style={{ fontSize: 12 }}
            type={open(s) ? undefined : 'secondary'}
            delete={s.past}
          >
            {s.start} · {t('calendar.remaining', { n: s.remaining, capacity: s.capacity })}
          </Typography.Text>
        ))}
      </Flex>
    );
  };

  // A day of the next or last month, shown around this one, is not known yet: a click on it opens its
  // month (at the end of a month the next bookable days are there).
  const disabled = (date: Dayjs) => {
    if (date.format('YYYY-MM') !== month) return false;
    const d = days.get(date.format('YYYY-MM-DD'));
    return !d || d.closed || d.slots.every((s) => !open(s));
  };

  return (
    <Spin spinning={calendar.isFetching}>
      <Calendar
        fullscreen={wide}
        value={day ? dayjs(day) : undefined}
        disabledDate={disabled}
        cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
        onPanelChange={(date) => setMonth(date.format('YYYY-MM'))}
        onSelect={(date, info) => {
          if (info.source === 'date') setDay(date.format('YYYY-MM-DD'));
          setMonth(date.format('YYYY-MM'));
        }}
      />
      <DaySlots day={selected} value={value} onChange={onChange} />
    </Spin>
  );
};

const DaySlots = ({
  day,
  value,
  onChange,
}: {
  day: CalendarDay | undefined;
  value: SlotChoice | null;
  onChange: (slot: SlotChoice) => void;
}) => {
  const { t } = useTranslation(NS);
  if (!day) return <Typography.Paragraph type="secondary">{t('calendar.pickDay')}</Typography.Paragraph>;
  if (day.closed)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('calendar.closedDay', { date: day.date, reason: day.closedReason ?? '' })}
      />
    );
  return (
    <Flex vertical gap={8} data-testid="calendar-day-slots">
      <Typography.Text strong>{t('calendar.slotsOf', { date: day.date })}</Typography.Text>
      <Flex wrap gap={8}>
        {day.slots.map((s) => {
          const chosen = value?.date === day.date && value.start === s.start;
          return (
            <Button
              key={s.start}
              type={chosen ? 'primary' : 'default'}
              disabled={!open(s)}
              onClick={() => onChange({ date: day.date, start: s.start })}
              data-testid={`slot-${day.date}-${s.start}`}
            >
              {s.start}–{s.end} ·{' '}
              {s.past
                ? t('calendar.past')
                : t('calendar.remaining', { n: s.remaining, capacity: s.capacity })}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
};
