import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';
import { PRODUCT_CODES } from '@oms/contracts';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useSession } from '@/shared/stores/session-store';
import { useProductSearch } from '../api';

const NS = 'products';

/** A product the picker can show without searching (e.g. the lines a form already has). */
export type KnownProduct = { productId: string; sku: string; name?: string };
type Option = { value: string; label: string };

const optionOf = (p: KnownProduct): Option => ({
  value: p.productId,
  label: p.name ? `${p.sku} · ${p.name}` : p.sku,
});

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Only products that passed the audit (what documents may use). */
  passedOnly?: boolean;
  /** Labels of products the form already holds. */
  known?: KnownProduct[];
  /** Products other lines hold: shown, not choosable. */
  taken?: string[];
  testId?: string;
};

/**
 * One product of the company: a remote search by SKU over the products list (so it needs
 * OMS_BASICSKU:view), debounced; the chosen product keeps its label between searches.
 */
export const ProductPicker = ({
  id,
  value,
  onChange,
  passedOnly = false,
  known = [],
  taken = [],
  testId,
}: Props) => {
  const { t, i18n } = useTranslation(NS);
  const canSearch = useSession((s) => s.permissions.includes(PRODUCT_CODES.view));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const sku = useDebouncedValue(search.trim());
  const query = useProductSearch(sku, passedOnly, canSearch && open);
  const [chosen, setChosen] = useState<Option | null>(null);

  const options = useMemo(() => {
    const english = i18n.language === 'en';
    const found = (query.data?.records ?? []).map((p) =>
      optionOf({ productId: p.id, sku: p.sku, name: english ? p.nameEn : p.nameCn }),
    );
    const current =
      value && !found.some((o) => o.value === value)
        ? [
            chosen?.value === value
              ? chosen
              : optionOf(known.find((k) => k.productId === value) ?? { productId: value, sku: value }),
          ]
        : [];
    return [...current, ...found].map((o) => ({ ...o, disabled: taken.includes(o.value) }));
  }, [query.data, value, chosen, known, taken, i18n.language]);

  return (
    <Select<string, Option>
      id={id}
      value={value}
      options={options}
      placeholder={t(passedOnly ? 'picker.placeholderPassed' : 'picker.placeholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onChange={(next, option) => {
        if (option && !Array.isArray(option)) setChosen({ value: option.value, label: option.label });
        onChange?.(next);
      }}
      notFoundContent={
        !canSearch ? (
          t('picker.noAccess')
        ) : query.isFetching ? (
          <Spin size="small" />
        ) : (
          t(passedOnly ? 'picker.emptyPassed' : 'picker.empty')
        )
      }
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
