import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOLD_REASON_LABELS } from '@oms/contracts';
import { COMPANY_PASSWORD, api } from './support/accounts';
import { screenshot, signIn, switchLanguage, timelineActions, useBrowser } from './support/browser';
import { stockedCompany } from './support/stocked-company';

// A new customer with stock at LAX and nothing on its accounts, in English. Its first order (a PO box
// refused on the way by a service that cannot deliver there) cannot be frozen, so it goes on hold for
// the balance; the detail says why and links to the recharge; a sandbox payment of the estimate
// brings the money in, and the system releases the order at once (no action of the customer's),
// which the warehouse then takes on.

const browser = useBrowser();

const statusOf = (page: Page) => page.getByTestId('outbound-detail').getAttribute('data-status');

describe('outbound orders over the balance', () => {
  it('holds an order the balance cannot cover; a recharge releases it', async () => {
    const company = await stockedCompany('余额测试贸易有限公司');
    await api(
      'consignees/create',
      {
        name: 'Hold Recipient',
        country: 'US',
        state: 'CA',
        city: 'Los Angeles',
        address: '100 Main St',
        postalCode: '90001',
        phone: '+1 213 373 4253',
      },
      company.token,
    );
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, company.accountName, COMPANY_PASSWORD);
    await page.getByTestId('home-welcome').waitFor();
    await switchLanguage(page, 'en');

    await page.goto('/order/outWarehouse');
    await page.getByTestId('outbound-manage-page').waitFor();
    await page.getByTestId('outbound-create').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await page.locator('#outbound_lines_0_item').fill(company.sku);
    await options.filter({ hasText: company.sku }).first().click();
    await page.getByTestId('outbound-recipient-book').click();
    await page.keyboard.type('Hold Recipient');
    await options.filter({ hasText: 'Hold Recipient' }).first().click();
    // A PO box by a service that does not deliver there is refused on the address field (the
    // contracts' rule, as the server prices); by one that does, it passes.
    const address = page.locator('#outbound_address');
    const street = await address.inputValue();
    await page.getByTestId('outbound-warehouse').click();
    await options.filter({ hasText: 'LAX' }).first().click();
    await page.getByTestId('outbound-service').click();
    await options.filter({ hasText: 'UPS' }).first().click();
    await address.fill('PO Box 4417');
    const refusal = page.locator('.ant-form-item-explain-error', { hasText: 'does not deliver to PO boxes' });
    await refusal.waitFor();
    await page.getByTestId('outbound-service').click();
    await options.filter({ hasText: 'USPS' }).first().click();
    await refusal.waitFor({ state: 'detached' });
    await address.fill(street);
    await page.getByTestId('outbound-quote-total').waitFor({ timeout: 15_000 });

    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/outbound-orders/create')),
      page.getByTestId('outbound-save-submit').click(),
    ]);
    const order = ((await created.json()) as { data: { id: string; status: string } }).data;
    expect(order.status).toBe('ON_HOLD');

    await page.goto(`/order/outWarehouseDetail?id=${order.id}`);
    const notice = page.getByTestId('outbound-hold-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(HOLD_REASON_LABELS.BALANCE.en);
    const estimate = (await page.getByTestId('outbound-estimate-total').textContent())!;
    const owed = Number(/USD\s*([\d,.]+)/.exec(estimate.replace(/\u00a0/g, ' '))![1]!.replace(/,/g, ''));
    expect(owed).toBeGreaterThan(0);
    await screenshot(page, 'outbound-on-hold');

    // The notice's link leads to the recharge; the sandbox pays the estimate in USD.
    await page.getByTestId('outbound-recharge').click();
    await page.getByTestId('tab-online').click();
    await page.locator('#online_currency label', { hasText: 'USD account' }).click();
    await page.locator('#online_amount').fill(Math.ceil(owed).toFixed(2));
    await page.locator('#online_submit').click();
    await page.getByTestId('pay-confirm').click();
    await page.getByTestId('pay-result').waitFor();
    expect(await page.getByTestId('pay-result').getAttribute('data-status')).toBe('PASSED');

    // Released by the system as the money came in: frozen and pending outbound (or already taken on).
    await page.goto(`/order/outWarehouseDetail?id=${order.id}`);
    await page.getByTestId('outbound-detail').waitFor();
    expect(['PENDING_OUTBOUND', 'PROCESSING', 'SHIPPED']).toContain(await statusOf(page));
    expect(await page.getByTestId('outbound-hold-notice').count()).toBe(0);
    expect(await timelineActions(page)).toEqual(expect.arrayContaining(['submit', 'releaseBalance']));
    await screenshot(page, 'outbound-released');
    await context.close();
  });
});
