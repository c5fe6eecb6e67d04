import { describe, expect, it } from 'vitest';
import type { Store } from './stores';
import { storeAuthorizationLines } from './stores-catalogue';

const authorization: Store['authorization'] = {
  shopName: 'Acme Outdoor',
  credentialHint: 'shpat_…aaa1',
  authorizedAt: '2026-01-02T03:04:05.000Z',
  checkedAt: '2026-01-02T03:04:05.000Z',
  error: null,
  errorParams: null,
};
const instant = (iso: string) => `at ${iso.slice(0, 10)}`;

describe('storeAuthorizationLines', () => {
  it('names the shop and the token, and when it was last checked, on the given clock', () => {
    expect(storeAuthorizationLines({ platform: 'SHOPIFY', authorization }, 'zh', instant)).toEqual([
      { tone: 'plain', text: '授权店铺：Acme Outdoor' },
      { tone: 'secondary', text: '令牌：shpat_…aaa1' },
      { tone: 'secondary', text: '最近检查：at 2026-01-02' },
    ]);
  });

  it('says it was not checked yet, and why the last check failed, in the reader’s language', () => {
    const failed = {
      ...authorization,
      shopName: null,
      checkedAt: null,
      error: 'stores.authExpired',
    };
    expect(storeAuthorizationLines({ platform: 'SHOPIFY', authorization: failed }, 'en', instant)).toEqual([
      { tone: 'secondary', text: 'Token: shpat_…aaa1' },
      { tone: 'secondary', text: 'Not checked yet' },
      {
        tone: 'danger',
        text: 'The store authorization has expired; enter a new access token to authorize it again',
      },
    ]);
    // A text that is not a message key shows as it was stored.
    const raw = { ...failed, credentialHint: null, error: 'Shop closed' };
    expect(
      storeAuthorizationLines({ platform: 'SHOPIFY', authorization: raw }, 'en', instant).map((l) => l.text),
    ).toEqual(['Not checked yet', 'Shop closed']);
  });

  it('says a manual store needs none', () => {
    expect(storeAuthorizationLines({ platform: 'MANUAL', authorization }, 'zh', instant)).toEqual([
      { tone: 'secondary', text: '无需授权' },
    ]);
  });
});
