import type { Page } from 'playwright-core';

// A currency account's balance as /finance/recharge shows it, for tests that file something the
// simulator pays and then look for the money.

export type AccountCurrency = 'CNY' | 'USD';

/** The balance of the currency's account on the page (which must be /finance/recharge). */
export const balanceOf = async (page: Page, currency: AccountCurrency) => {
  const balance = page.getByTestId(`account-${currency}-balance`);
  await balance.waitFor();
  return Number(await balance.getAttribute('data-value'));
};

/**
 * The balance once nothing else moves it (read again every 3 s until two reads agree): right after
 * the portal starts, the simulator is still charging the demo's own inbound orders, so a balance read
 * then is no baseline for what a test adds (a claim read one 45.00 short when it ran first).
 */
export const settledBalance = async (page: Page, currency: AccountCurrency) => {
  if (new URL(page.url()).pathname !== '/finance/recharge') await page.goto('/finance/recharge');
  let last = await balanceOf(page, currency);
  for (let i = 0; i < 15; i++) {
    await page.waitForTimeout(3_000);
    await page.reload();
    const now = await balanceOf(page, currency);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`The ${currency} balance kept moving for 45 s`);
};
