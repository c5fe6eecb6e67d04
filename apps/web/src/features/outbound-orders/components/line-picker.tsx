import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';
import { COMBINATION_CODES, PRODUCT_CODES } from '@oms/contracts';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useSession } from '@/shared/stores/session-store';
import { useLineChoices } from '../api';
import { NS } from '../lib/display';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The picked line's text, kept beside the value (shown without searching). */
  onPick: (label: string) => void;
  label?: string;
  /** What other lines hold: shown, not choosable (a product or combination goes on one line). */
  taken: string[];
  testId?: string;
};

/**
 * A passed product (by SKU) or a combination (by name) of the company for an outbound line: one
 * remote search over both lists, debounced; the value is `PRODUCT:<id>` or `COMBINATION:<id>`.
 */
export const LinePicker = ({ id, value, onChange, onPick, label, taken, testId }: Props) => {
  const { t, i18n } = useTranslation(NS);
  const permissions = useSession((s) => s.permissions);
  const canSearch = permissions.includes(PRODUCT_CODES.view) || permissions.includes(COMBINATION_CODES.view);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim());
  const query = useLineChoices(text, canSearch && open);
  const english = i18n.language === 'en';

  const options = useMemo(() => {
    const products = (query.data?.products ?? []).map((p) => ({
      value: `PRODUCT:${p.id}`,
      label: `${p.sku} · ${english ? p.nameEn : p.nameCn}`,
    }));
    const combinations = (query.data?.combinations ?? []).map((c) => ({
      value: `COMBINATION:${c.id}`,
      label: `${c.name} · ${t('form.combinationPieces', { count: c.totalPcs })}`,
    }));
    const found = [...products, ...combinations];
    const mine = value && label && !found.some((o) => o.value === value) ? [{ value, label }] : [];
    const group = (title: string, list: typeof found) =>
      list.length > 0
        ? [{ label: title, options: list.map((o) => ({ ...o, disabled: taken.includes(o.value) })) }]
        : [];
    return [...mine, ...group(t('form.product'), products), ...group(t('form.combination'), combinations)];
  }, [query.data, english, value, label, taken, t]);

  return (
    <Select<string>
      id={id}
      value={value}
      options={options}
      placeholder={t('form.linePlaceholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        if (picked && typeof picked.label === 'string') onPick(picked.label);
        onChange?.(next);
      }}
      notFoundContent={
        !canSearch ? (
          t('form.noProductAccess')
        ) : query.isFetching ? (
          <Spin size="small" />
        ) : (
          t('form.noProducts')
        )
      }
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
