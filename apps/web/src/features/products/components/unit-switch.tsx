import { useTranslation } from 'react-i18next';
import { Segmented } from 'antd';
import { NS, UNIT_SYSTEMS, type UnitSystem } from '../lib/display';

/** Shows weights and sizes in kg/cm or lbs/inch (stored metric either way). */
export const UnitSwitch = ({ value, onChange }: { value: UnitSystem; onChange: (v: UnitSystem) => void }) => {
  const { t } = useTranslation(NS);
  return (
    <Segmented<UnitSystem>
      value={value}
      onChange={onChange}
      options={UNIT_SYSTEMS.map((s) => ({ value: s, label: t(`units.${s}`) }))}
      data-testid="unit-switch"
    />
  );
};
