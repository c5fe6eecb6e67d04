import { describe, expect, it } from 'vitest';
import { countryText } from './countries';
import { thirdPayPlatformText } from './third-pay-catalogue';

describe('texts the list, its detail and its file share', () => {
  it('names a payer platform, and "Other" with the name the customer gave it', () => {
    expect(thirdPayPlatformText({ platform: 'OTHER', platformName: 'Wise' }, 'en')).toBe('Other: Wise');
    expect(thirdPayPlatformText({ platform: 'OTHER', platformName: null }, 'en')).toBe('Other');
    expect(thirdPayPlatformText({ platform: 'OTHER', platformName: 'Wise' }, 'zh')).toMatch(/^其他: Wise$/);
  });

  it('writes a country by its name in the language with its code', () => {
    expect(countryText('US', 'en')).toBe('United States (US)');
    expect(countryText('US', 'zh')).toBe('美国 (US)');
  });
});
