import {
  kgToGrams,
  showSize,
  showWeight,
  toCm100,
  toGrams,
  TRIAL_MEASURE_PATTERN,
  trimZeros,
  UNIT_SYSTEM_UNITS,
  type UnitSystem,
} from '@oms/contracts';

export const NS = 'express-fees';
export const TRIAL_PATH = '/finance/expressFeeCount';

/** A typed measure converted to the other unit system (as typed when it is not a valid measure yet). */
export const convertMeasure = (
  value: string | undefined,
  kind: 'weight' | 'size',
  from: UnitSystem,
  to: UnitSystem,
) => {
  const v = value?.trim();
  if (!v || from === to || !TRIAL_MEASURE_PATTERN.test(v)) return value;
  const a = UNIT_SYSTEM_UNITS[from];
  const b = UNIT_SYSTEM_UNITS[to];
  return trimZeros(
    kind === 'weight' ? showWeight(toGrams(v, a.weight), b.weight) : showSize(toCm100(v, a.size), b.size),
  );
};

/** A weight the server answers in kg (3 decimals), shown in the unit system the user typed in. */
export const weightIn = (kg: string | null, system: UnitSystem) =>
  kg === null
    ? null
    : `${system === 'METRIC' ? kg : showWeight(kgToGrams(kg), 'lbs')} ${UNIT_SYSTEM_UNITS[system].weight}`;
