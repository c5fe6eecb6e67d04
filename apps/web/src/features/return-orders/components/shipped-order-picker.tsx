import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Select, Spin, Typography } from 'antd';
import type { ShippedOrder } from '@oms/contracts';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { formatDate } from '@/shared/lib/format';
import { useShippedOrders } from '../api';
import { NS } from '../lib/display';

type Option = { value: string; label: string; order?: ShippedOrder };

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Only orders shipped from this warehouse (all of the company's while none is chosen). */
  warehouseId?: string;
  /** The chosen order's number, as the form holds it (shown without searching). */
  label?: string;
  /** The order picked (the form takes its lines and buyer), or null once cleared. */
  onPick: (order: ShippedOrder | null) => void;
  testId?: string;
};

/** What an option says under the order's number: its reference, tracking numbers, recipient, shipping day. */
const Details = ({ order }: { order: ShippedOrder }) => {
  const parts = [
    order.referenceNo,
    order.trackingNos.join(', '),
    order.recipientName,
    order.shippedAt && formatDate(order.shippedAt, 'YYYY-MM-DD'),
  ].filter(Boolean);
  return <Typography.Text type="secondary">{parts.join(' · ')}</Typography.Text>;
};

/**
 * The shipped outbound order the goods come back from (optional): a remote search by its number,
 * reference or a tracking number over /api/return-orders/shippedOrders, debounced; clearable.
 */
export const ShippedOrderPicker = ({ id, value, onChange, warehouseId, label, onPick, testId }: Props) => {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const query = useShippedOrders(warehouseId, keyword, open);

  const options = useMemo(() => {
    const found: Option[] = (query.data ?? []).map((o) => ({ value: o.id, label: o.orderNo, order: o }));
    const mine = value && label && !found.some((o) => o.value === value) ? [{ value, label }] : [];
    return [...mine, ...found];
  }, [query.data, value, label]);

  return (
    <Select<string, Option>
      id={id}
      value={value ?? undefined}
      options={options}
      allowClear
      placeholder={t('form.outboundPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onChange={(next, option) => {
        const picked = option && !Array.isArray(option) ? option.order : undefined;
        if (!next) onPick(null);
        else if (picked) onPick(picked);
        onChange?.(next ?? null);
      }}
      optionRender={({ data }) => (
        <Flex vertical>
          <span>{data.label}</span>
          {data.order && <Details order={data.order} />}
        </Flex>
      )}
      notFoundContent={query.isFetching ? <Spin size="small" /> : t('form.noOutbound')}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
