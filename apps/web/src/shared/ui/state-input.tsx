import { useEffect, useRef } from 'react';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { subdivisionCode, subdivisionsOf, type CountryCode } from '@oms/contracts';
import { uiLanguage } from '@/shared/lib/stored-text';

type Props = {
  /** The address's country: a list for those whose labels print a code (US, CA, AU), text otherwise. */
  country: CountryCode | undefined;
  maxLength: number;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * An address's state or province, as a form field (the `Form.Item` gives `id`, `value`, `onChange`).
 * When the country changes, a state the new one does not have is cleared (a US state under Canada);
 * free text stays.
 */
export const StateInput = ({ country, maxLength, id, value, onChange }: Props) => {
  const { i18n } = useTranslation();
  const shown = useRef(country);
  useEffect(() => {
    if (shown.current === country) return;
    shown.current = country;
    if (country && value && subdivisionCode(country, value) === undefined) onChange?.('');
  }, [country, value, onChange]);
  const list = country && subdivisionsOf(country);
  if (!list)
    return <Input id={id} maxLength={maxLength} value={value} onChange={(e) => onChange?.(e.target.value)} />;
  const language = uiLanguage(i18n.language);
  return (
    <Select<string>
      id={id}
      data-testid="state-select"
      // Found by its code or its name in either language, whatever the portal's language.
      showSearch={{ optionFilterProp: 'search' }}
      allowClear
      value={value || undefined}
      onChange={(code) => onChange?.(code ?? '')}
      options={Object.entries(list).map(([code, names]) => ({
        value: code,
        label: `${code} · ${names[language]}`,
        search: `${code} ${names.en} ${names.zh}`,
      }))}
    />
  );
};
