import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import i18n from '@/shared/i18n';
import { formatDate, formatMoney, formatRelative, midSentence, truncate } from '../format';

describe('formatMoney', () => {
  it('adds thousands separators and two decimals by default', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('-9876543.21')).toBe('-9,876,543.21');
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatMoney('12345678901234567.25')).toBe('12,345,678,901,234,567.25');
  });

  it('honours the number of decimals', () => {
    expect(formatMoney(1234.5678, 0)).toBe('1,235');
    expect(formatMoney('0.5', 3)).toBe('0.500');
  });

  it('answers "-" for missing or unreadable values', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('12abc')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});

describe('formatDate', () => {
  const local = dayjs('2026-03-04T05:06:07');

  it('reads a 10-digit number as seconds and a 13-digit one as milliseconds', () => {
    expect(formatDate(local.unix())).toBe('2026-03-04 05:06:07');
    expect(formatDate(local.valueOf())).toBe('2026-03-04 05:06:07');
    expect(formatDate(String(local.unix()))).toBe('2026-03-04 05:06:07');
  });

  it('accepts dates and ISO strings, with an optional pattern', () => {
    expect(formatDate(local.toDate())).toBe('2026-03-04 05:06:07');
    expect(formatDate(local.toISOString(), 'YYYY-MM-DD')).toBe('2026-03-04');
  });

  it('answers "-" for missing or invalid values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatRelative', () => {
  const now = dayjs('2026-03-04T12:00:00').valueOf();
  const ago = (ms: number) => now - ms;

  afterAll(() => i18n.changeLanguage('zh'));

  it('says just now, minutes, hours or days ago in Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect(formatRelative(ago(20_000), now)).toBe('刚刚');
    expect(formatRelative(ago(5 * 60_000), now)).toBe('5分钟前');
    expect(formatRelative(ago(3 * 3_600_000 + 59_000), now)).toBe('3小时前');
    expect(formatRelative(ago(2 * 86_400_000), now)).toBe('2天前');
  });

  describe('in English', () => {
    beforeAll(() => i18n.changeLanguage('en'));

    it('uses singular and plural forms', () => {
      expect(formatRelative(ago(1_000), now)).toBe('just now');
      expect(formatRelative(ago(60_000), now)).toBe('1 minute ago');
      expect(formatRelative(ago(59 * 60_000), now)).toBe('59 minutes ago');
      expect(formatRelative(ago(2 * 3_600_000), now)).toBe('2 hours ago');
      expect(formatRelative(ago(86_400_000), now)).toBe('1 day ago');
    });

    it('reads a 10-digit number as seconds', () => {
      expect(formatRelative(Math.floor(ago(10 * 60_000) / 1000), now)).toBe('10 minutes ago');
    });
  });
});

describe('truncate', () => {
  it('keeps 22 characters for the announcement preview by default', () => {
    const text = '关于春节期间仓库作业安排及截单时间调整的重要通知请各位客户知悉';
    expect(truncate(text)).toBe(`${text.slice(0, 22)}...`);
    expect(truncate('短通知')).toBe('短通知');
  });

  it('cuts at n characters and never splits an emoji', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('📦📦📦📦', 2)).toBe('📦📦...');
    expect(truncate(null, 3)).toBe('');
  });
});

describe('midSentence', () => {
  it('lowers an English word that starts a label, not an acronym, and leaves Chinese alone', () => {
    expect(midSentence('Store name', 'en')).toBe('store name');
    expect(midSentence('Audit status', 'en')).toBe('audit status');
    expect(midSentence('SKU', 'en')).toBe('SKU');
    expect(midSentence('Description (CN/EN)', 'en')).toBe('description (CN/EN)');
    expect(midSentence('店铺名称', 'zh')).toBe('店铺名称');
    expect(midSentence('Store name', 'zh')).toBe('Store name');
  });
});
