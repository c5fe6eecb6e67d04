// The calendar money is counted in. A day's income, a month's statement and the fee statistics cut
// at midnight in one time zone, the operator's: its customers settle in RMB and read their bills in
// China time, whatever the warehouse's own zone.
export const FINANCE_TIME_ZONE = 'Asia/Shanghai';

type Parts = { year: number; month: number; day: number };

/** One formatter per zone and shape, made once: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string, withTime: boolean) => {
  const key = `${timeZone}|${withTime}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...(withTime ? { hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' } : {}),
    });
    formatters.set(key, made);
  }
  return made;
};

/** The calendar date of an instant in a time zone. */
export const zonedDate = (at: Date, timeZone: string = FINANCE_TIME_ZONE): Parts => {
  const parts = formatter(timeZone, false).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
};

/** The calendar date of an instant as `YYYY-MM-DD` (the finance calendar's day by default). */
export const zonedDayText = (at: Date, timeZone: string = FINANCE_TIME_ZONE) => {
  const d = zonedDate(at, timeZone);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
const offsetAt = (at: Date, timeZone: string) => {
  const parts = formatter(timeZone, true).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
};

/** The instant a calendar date begins in a time zone (months and days may overflow: Date.UTC rules). */
export const zonedMidnight = (
  year: number,
  month: number,
  day: number,
  timeZone: string = FINANCE_TIME_ZONE,
) => {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - offsetAt(new Date(guess), timeZone));
};

/** Where the day of `at` begins, moved by `days` whole days. */
export const startOfZonedDay = (at: Date, days = 0, timeZone: string = FINANCE_TIME_ZONE) => {
  const d = zonedDate(at, timeZone);
  return zonedMidnight(d.year, d.month, d.day + days, timeZone);
};

/** Where the month of `at` begins, moved by `months` whole months. */
export const startOfZonedMonth = (at: Date, months = 0, timeZone: string = FINANCE_TIME_ZONE) => {
  const d = zonedDate(at, timeZone);
  return zonedMidnight(d.year, d.month + months, 1, timeZone);
};
