/**
 * @vitest-environment jsdom
 */
// A DOM for DOMPurify and the browser's HTML parser.
import { describe, expect, it } from 'vitest';
import { htmlToText, previewText, sanitizeHtml } from '../lib/rich-text';
import { seriesFigures } from '../lib/statistics';

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
      series: [{ key: 'o', name: 'Outbound', data: [1, 2, 3, 4] }],
      totals: [{ key: 'o', name: 'Outbound', count: 10 }],
    };
    expect(seriesFigures(stats, new Date('2026-03-02T10:00:00Z'))).toEqual([
      { key: 'o', name: 'Outbound', total: 10, yesterday: 3, month: 7 },
    ]);
    expect(seriesFigures(stats, new Date('2026-05-02T10:00:00Z'))[0]).toMatchObject({
      yesterday: null,
      month: null,
    });
  });
});
