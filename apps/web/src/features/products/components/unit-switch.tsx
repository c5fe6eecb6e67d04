import { useTranslation } from 'react-i18next';
import { Segmented } from 'antd';
import { NS, UNIT_SYSTEMS, type UnitSystem } from '../lib/display';
import { choices } from '@/shared/lib/choices';

/** Shows weights and sizes in kg/cm or lbs/inch (stored metric either way). */
export const UnitSwitch = ({ value, onChange }: { value: UnitSystem; onChange: (v: UnitSystem) => void }) => {
  const { t } = useTranslation(NS);
  return (
    <Segmented<UnitSystem>
      value={value}
      onChange={onChange}
      options={choices(UNIT_SYSTEMS, (s) => t(`units.${s}`))}
      data-testid="unit-switch"
    />
  );
};
