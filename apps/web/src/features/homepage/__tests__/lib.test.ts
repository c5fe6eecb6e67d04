/**
 * @vitest-environment jsdom
 */
// A DOM for DOMPurify and the browser's HTML parser.
import { describe, expect, it } from 'vitest';
import { htmlToText, previewText, sanitizeHtml } from '../lib/rich-text';
import { comparedDay, percentChange, periodRange, seriesFigures } from '../lib/statistics';

describe('homepage helpers', () => {
  it('previews rich text as 22 characters of its text', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p>\n<p>again</p>')).toBe('Hello world again');
    expect(previewText('<p>短公告</p>')).toBe('短公告');
    expect(previewText(`<p>${'字'.repeat(30)}</p>`)).toBe(`${'字'.repeat(22)}...`);
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><script>1</script>')).toBe('<a>x</a>');
  });

  it("sums yesterday's and this month's figures from the daily series (UTC days)", () => {
    const stats = {
      days: ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
      previousDays: ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26'],
      series: [{ key: 'o', name: 'Outbound', data: [1, 2, 3, 4], previous: [2, 2, 2, 2] }],
      totals: [{ key: 'o', name: 'Outbound', count: 10 }],
    };
    expect(seriesFigures(stats, new Date('2026-03-02T10:00:00Z'))).toEqual([
      {
        key: 'o',
        name: 'Outbound',
        total: 10,
        yesterday: 3,
        month: 7,
        periodTotal: 10,
        previousTotal: 8,
        change: 25,
      },
    ]);
    expect(seriesFigures(stats, new Date('2026-05-02T10:00:00Z'))[0]).toMatchObject({
      yesterday: null,
      month: null,
    });
  });

  it('compares each series with the period before: the tile keeps the server’s total, the change the sums', () => {
    const series = (key: string, data: number[], previous: number[]) => ({ key, name: key, data, previous });
    const stats = {
      days: ['2026-03-01', '2026-03-02'],
      previousDays: ['2026-02-27', '2026-02-28'],
      series: [
        series('up', [3, 4], [5, 0]),
        series('down', [1, 1], [0, 3]),
        series('new', [0, 2], [0, 0]),
        series('none', [0, 0], [0, 0]),
        series('same', [2, 0], [1, 1]),
      ],
      // A total of its own (stock, say) can differ from the sum of the days; the change does not use it.
      totals: [{ key: 'up', name: 'up', count: 120 }],
    };
    const figures = seriesFigures(stats, new Date('2026-03-02T10:00:00Z'));
    expect(figures.map((f) => [f.key, f.total, f.periodTotal, f.previousTotal, f.change])).toEqual([
      ['up', 120, 7, 5, 40],
      ['down', 2, 2, 3, -33],
      ['new', 2, 2, 0, null],
      ['none', 0, 0, 0, null],
      ['same', 2, 2, 2, 0],
    ]);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 2)).toBe(150);
  });

  it('pairs a day of this period with the day at the same place of the previous one', () => {
    const stats = {
      days: ['2026-03-01', '2026-03-02'],
      previousDays: ['2026-01-30', '2026-01-31'],
      series: [{ key: 'o', name: 'Outbound', data: [3, 4], previous: [1, 6] }],
      totals: [],
    };
    expect(comparedDay(stats, stats.series[0]!, 1)).toEqual([
      { date: '2026-03-02', value: 4 },
      { date: '2026-01-31', value: 6 },
    ]);
    expect(periodRange(stats.previousDays)).toBe('2026-01-30 ~ 2026-01-31');
  });
});
