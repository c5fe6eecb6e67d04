// Calendar arithmetic on plain `yyyy-mm-dd` days and `HH:mm` times, in a warehouse's timezone.

/** The day and time of `at` in `timezone`: `{ date: 'yyyy-mm-dd', time: 'HH:mm' }`. */
export const localNow = (timezone: string, at: Date = new Date()) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string) => {
  const d = utc(date).getUTCDay();
  return d === 0 ? 7 : d;
};

export const addDays = (date: string, days: number) => {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
};

/** Every day of a `yyyy-mm` month. */
export const daysOfMonth = (month: string): string[] => {
  const first = `${month}-01`;
  const out: string[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) out.push(d);
  return out;
};

/** The day `months` months after `date` (clamped to the month's end). */
export const addMonths = (date: string, months: number) => {
  const d = utc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return dayOf(target);
};

/** Whether the slot starting at `start` on `date` has begun by `now` (the warehouse's local time). */
export const slotPast = (date: string, start: string, now: { date: string; time: string }) =>
  date < now.date || (date === now.date && start <= now.time);
