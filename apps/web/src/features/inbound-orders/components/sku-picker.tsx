import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';
import { PRODUCT_CODES, type Product } from '@oms/contracts';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useSession } from '@/shared/stores/session-store';
import { usePassedProducts } from '../api';
import { NS } from '../lib/display';

/** What a line keeps of its product: shown without searching, and its pieces per carton. */
export type PickedProduct = { productId: string; sku: string; name: string; piecesPerCarton: number };

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The product picked, for the line's computed quantity. */
  onPick: (product: PickedProduct) => void;
  /** The line's product as the form holds it. */
  current?: PickedProduct;
  /** Products other lines hold: shown, not choosable. */
  taken: string[];
  testId?: string;
};

const labelOf = (p: { sku: string; name: string }) => (p.name ? `${p.sku} · ${p.name}` : p.sku);

/**
 * A passed product of the company for an inbound line: a remote search by SKU over
 * /api/products/page (status PASSED), debounced; picking one hands its pieces per carton to the line.
 */
export const SkuPicker = ({ id, value, onChange, onPick, current, taken, testId }: Props) => {
  const { t, i18n } = useTranslation(NS);
  const canSearch = useSession((s) => s.permissions.includes(PRODUCT_CODES.view));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const sku = useDebouncedValue(search.trim());
  const query = usePassedProducts(sku, canSearch && open);
  const english = i18n.language === 'en';

  const found = useMemo(
    () =>
      (query.data?.records ?? []).map((p: Product): PickedProduct => ({
        productId: p.id,
        sku: p.sku,
        name: english ? p.nameEn : p.nameCn,
        piecesPerCarton: p.piecesPerCarton,
      })),
    [query.data, english],
  );
  const options = useMemo(() => {
    const mine = current && current.productId === value && !found.some((p) => p.productId === value);
    return [...(mine ? [current] : []), ...found].map((p) => ({
      value: p.productId,
      label: labelOf(p),
      disabled: taken.includes(p.productId),
    }));
  }, [found, current, value, taken]);

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
      onChange={(next) => {
        const picked = found.find((p) => p.productId === next);
        if (picked) onPick(picked);
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
