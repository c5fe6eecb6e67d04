import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Spin } from 'antd';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useCanPickCombination, useCombinationChoices } from '../api';
import { NS } from '../lib/display';

type Option = { value: string; label: string };

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The chosen combination's name, as the form holds it (shown without searching). */
  label?: string;
  testId?: string;
};

/**
 * One of the company's combinations (the kit to assemble): a remote search by name over
 * /api/combinations/page (so it needs the combinations' view code), debounced.
 */
export const CombinationSelect = ({ id, value, onChange, label, testId }: Props) => {
  const { t } = useTranslation(NS);
  const canSearch = useCanPickCombination();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const query = useCombinationChoices(name, canSearch && open);
  // The option picked keeps its label when a later search no longer lists it.
  const [chosen, setChosen] = useState<Option | null>(null);

  const options = useMemo(() => {
    const found = (query.data?.records ?? []).map((c) => ({
      value: c.id,
      label: `${c.name} · ${t('form.combinationPieces', { count: c.totalPcs })}`,
    }));
    if (!value || found.some((o) => o.value === value)) return found;
    return [chosen?.value === value ? chosen : { value, label: label ?? value }, ...found];
  }, [query.data, value, label, chosen, t]);

  return (
    <Select<string, Option>
      id={id}
      value={value}
      options={options}
      placeholder={t('form.combinationPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onChange={(next, option) => {
        if (option && !Array.isArray(option)) setChosen(option);
        onChange?.(next);
      }}
      notFoundContent={
        !canSearch ? (
          t('form.noCombinationAccess')
        ) : query.isFetching ? (
          <Spin size="small" />
        ) : (
          t('form.noCombinations')
        )
      }
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
