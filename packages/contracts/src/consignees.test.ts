import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, postalCodeIssue } from './countries';
import { createConsigneeRequest } from './consignees';
import { MESSAGES } from './messages';
import { createThirdPayRequest, maskAccountNumber, updateThirdPayRequest } from './third-pay';

const good = {
  name: 'Jane Roe',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  address: '1 Main St',
  postalCode: '90001',
  phone: '+1 (213) 555-0100',
};
const issuesOf = (input: object) =>
  createConsigneeRequest.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('consignee rules', () => {
  it('checks postal codes by country, for every country with a format, with its own example', () => {
    const cases: [string, string, string][] = [
      ['US', '90001-1234', '9000'],
      ['CA', 'k1a 0b1', 'K1A 0BB'],
      ['GB', 'sw1a 1aa', 'SW1A'],
      ['DE', '10115', '1011'],
      ['FR', '75001', '7500A'],
      ['AU', '2000', '20000'],
      ['CN', '100000', '10000'],
    ];
    for (const [country, right, wrong] of cases) {
      expect([country, postalCodeIssue(country as 'US', right)]).toEqual([country, null]);
      expect(postalCodeIssue(country as 'US', wrong)).toBe(`consignees.postalCode.${country}`);
      expect(postalCodeIssue(country as 'US', '')).toBe('consignees.postalCodeRequired');
    }
    for (const code of COUNTRY_CODES) {
      const rule = (COUNTRIES[code] as { postal?: { example: string } }).postal;
      if (!rule) continue;
      // Every example passes its own rule and has a message in both languages naming it.
      expect([code, postalCodeIssue(code, rule.example)]).toEqual([code, null]);
      const message = (MESSAGES as Record<string, { zh: string; en: string }>)[
        `consignees.postalCode.${code}`
      ];
      expect(message?.en).toContain(rule.example);
      expect(message?.zh).toContain(rule.example);
    }
    // No postal codes in Hong Kong: optional, free-form when given.
    expect(postalCodeIssue('HK', '')).toBeNull();
    expect(postalCodeIssue('HK', '#1')).toBe('consignees.postalCodeChars');
  });

  it('normalises, and names the failing fields with message keys', () => {
    const parsed = createConsigneeRequest.parse({
      ...good,
      country: 'ca',
      state: 'ON',
      postalCode: ' k1a  0b1 ',
    });
    expect([parsed.country, parsed.postalCode]).toEqual(['CA', 'K1A 0B1']);
    expect(issuesOf({ ...good, postalCode: '123' })).toEqual([['postalCode', 'consignees.postalCode.US']]);
    expect(issuesOf({ ...good, state: '' })).toEqual([['state', 'consignees.stateRequired']]);
    expect(issuesOf({ ...good, country: 'ZZ' })).toEqual([['country', 'consignees.countryUnknown']]);
    expect(issuesOf({ ...good, phone: '12-34' })).toEqual([['phone', 'consignees.phoneFormat']]);
    expect(issuesOf({ ...good, email: 'nope' })).toEqual([['email', 'validation.emailFormat']]);
    expect(issuesOf({ ...good, name: ' ', city: '' }).map(([, m]) => m)).toEqual([
      'consignees.nameRequired',
      'consignees.cityRequired',
    ]);
    expect(issuesOf({ ...good, address: 'x'.repeat(201) })).toEqual([['address', 'validation.tooLong']]);
  });

  it('keeps a US, Canadian or Australian state by its code, and refuses one the country has not', () => {
    const state = (country: string, value: string, postalCode: string, phone = good.phone) =>
      createConsigneeRequest.safeParse({ ...good, country, state: value, postalCode, phone });
    expect(state('US', ' california ', '90001').data?.state).toBe('CA');
    expect(state('US', '纽约州', '10001').data?.state).toBe('NY');
    expect(state('US', 'tx', '73301').data?.state).toBe('TX');
    expect(state('CA', 'Quebec', 'H2X 1Y4', '+1 514 555 0110').data?.state).toBe('QC');
    expect(state('AU', 'nsw', '2000', '+61 2 9374 4000').data?.state).toBe('NSW');
    expect(state('US', 'Ontario', '90001').error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['state', 'consignees.stateUnknown'],
    ]);
    // A country without a list keeps the region as it was written.
    const gb = state('GB', 'Greater London', 'SW1A 1AA', '+44 20 7946 0321');
    expect(gb.data?.state).toBe('Greater London');
  });

  it("wants a phone of the recipient's country, or one written with its calling code", () => {
    expect(issuesOf({ ...good, phone: '213-555-0100' })).toEqual([]);
    expect(issuesOf({ ...good, phone: '+44 20 7946 0321' })).toEqual([]);
    // A London number without its calling code is no US number; nor is a US one a digit short.
    expect(issuesOf({ ...good, phone: '020 7946 0321' })).toEqual([['phone', 'consignees.phoneInvalid']]);
    expect(issuesOf({ ...good, phone: '+1 213 555 010' })).toEqual([['phone', 'consignees.phoneInvalid']]);
    // A badly written one is told its format only, once.
    expect(issuesOf({ ...good, phone: '12-34' })).toEqual([['phone', 'consignees.phoneFormat']]);
  });
});

describe('third-party payer accounts', () => {
  it('masks numbers keeping only their ends, never their length', () => {
    expect(maskAccountNumber('6222021234567890123')).toBe('622****0123');
    expect(maskAccountNumber('jane@example.com')).toBe('jan****.com');
    expect(maskAccountNumber('AB123456')).toBe('AB****456');
    expect(maskAccountNumber('12345')).toBe('1****45');
    expect(maskAccountNumber('1234')).toBe('1****');
  });

  it('wants a platform name for "other" and an e-mail for PayPal; an update may keep the number', () => {
    const base = { platform: 'PAYPAL', accountName: 'Acme', accountNumber: 'acme@example.com' };
    expect(createThirdPayRequest.parse(base).status).toBe('ENABLED');
    const paypal = createThirdPayRequest.safeParse({ ...base, accountNumber: 'ACME1234' });
    expect(paypal.error?.issues[0]?.message).toBe('thirdPay.paypalEmail');
    const other = createThirdPayRequest.safeParse({ ...base, platform: 'OTHER', accountNumber: 'X1234' });
    expect(other.error?.issues[0]?.message).toBe('thirdPay.platformNameRequired');
    const short = createThirdPayRequest.safeParse({ ...base, platform: 'PINGPONG', accountNumber: 'X1' });
    expect(short.error?.issues[0]?.message).toBe('thirdPay.accountNumberFormat');
    expect(
      updateThirdPayRequest.parse({ ...base, id: '5', accountNumber: '' }).accountNumber,
    ).toBeUndefined();
  });
});
