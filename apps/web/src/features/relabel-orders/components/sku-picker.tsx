import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';
import { PRODUCT_CODES } from '@oms/contracts';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useSession } from '@/shared/stores/session-store';
import { usePassedProducts } from '../api';
import { NS, productLabel } from '../lib/display';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The picked product's text, kept beside the value (shown without searching). */
  onPick: (label: string) => void;
  /** The line's product text as the form holds it. */
  label?: string;
  testId?: string;
};

/**
 * A passed product of the company for a relabel line (old or new SKU): a remote search by SKU over
 * /api/products/page (status PASSED), debounced, as the other documents' line pickers search.
 */
export const SkuPicker = ({ id, value, onChange, onPick, label, testId }: Props) => {
  const { t, i18n } = useTranslation(NS);
  const canSearch = useSession((s) => s.permissions.includes(PRODUCT_CODES.view));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const sku = useDebouncedValue(search.trim());
  const query = usePassedProducts(sku, canSearch && open);
  const english = i18n.language === 'en';

  const options = useMemo(() => {
    const found = (query.data?.records ?? []).map((p) => ({
      value: p.id,
      label: productLabel(p.sku, english ? p.nameEn : p.nameCn),
    }));
    const mine = value && label && !found.some((o) => o.value === value) ? [{ value, label }] : [];
    return [...mine, ...found];
  }, [query.data, english, value, label]);

  return (
    <Select<string>
      id={id}
      value={value}
      options={options}
      placeholder={t('form.skuPlaceholder')}
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
