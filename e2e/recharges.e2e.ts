import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECHARGE_MANAGE_CODE, menuOrderCount } from '@oms/contracts';
import { api } from './support/accounts';
import { balanceOf, settledBalance } from './support/balances';
import { PNG_1PX, screenshot, sessionToken, timelineActions, useBrowser } from './support/browser';

// Recharges from the browser as the demo main account: (a) a bank transfer declared with a slip, which
// the built-in warehouse simulator (SIMULATOR_DELAY_MS in global-setup) approves through the
// integration API; the balance on /finance/recharge rises and the notice arrives live, without a
// reload. (b) an online recharge paid on /pay with the sandbox provider, then /payResult.

const browser = useBrowser();

/** Fills and sends the bank-transfer form (currency already chosen): payer, serial, amount, slip. */
const declareTransfer = async (page: Page, serial: string, amount: string) => {
  await page.locator('#offline_payerAccountId').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.locator('#offline_serial').fill(serial);
  await page.locator('#offline_amount').fill(amount);
  await page
    .locator('[data-testid=recharge-slip] input[type=file]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect
    .poll(() => page.getByTestId('recharge-slip').getAttribute('data-file-id'), { timeout: 15_000 })
    .not.toBe('');
  await page.locator('#offline_submit').click();
};

/** The number on the recharge-records menu badge (0 when none shows). */
const recordsBadge = async (page: Page) => {
  const badge = page.locator('[data-path="/finance/rechargeManage"] [data-testid=sidebar-badge]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

/**
 * Opens the recharge page once the records badge shows the server's count, and returns that count.
 * The menu draws before its counts arrive, so a badge read right after the page shows can still be
 * empty (CI once read 0 where the company had 2, and then waited for 1).
 */
const openRecharge = async () => {
  const { context, page } = await browser.signedIn({ at: '/finance/recharge' });
  await page.getByTestId('account-CNY-balance').waitFor();
  // The server's count, asked for here: a response of the page's own call may be gone from the
  // browser by the time it is read (the home page's, still answering when the page changed).
  const token = await sessionToken(context);
  const counts = menuOrderCount.parse(await api('homepage/menuOrderCount', {}, token));
  const badge = counts.find((c) => c.key === RECHARGE_MANAGE_CODE)?.count ?? 0;
  await expect.poll(() => recordsBadge(page)).toBe(badge);
  return { context, page, badge };
};

describe('recharges', () => {
  it('declares a bank transfer with a slip; the simulator approves it and the balance rises live', async () => {
    const { context, page } = await openRecharge();
    const before = await settledBalance(page, 'USD');
    await page.getByTestId('tab-offline').click();
    await page.locator('#offline_currency').getByText('美元账户 (USD)').click();
    await page.getByTestId('receiving-account').waitFor();
    await page.getByTestId('copy-number').click();
    await page.locator('.ant-message').getByText('复制成功').waitFor();
    const serial = `E2E-${Date.now()}`;
    await page.evaluate(() => document.body.setAttribute('data-live-check', 'kept'));
    await declareTransfer(page, serial, '123.45');
    await page.locator('.ant-message').getByText('充值申请已提交，等待仓库审核').waitFor();
    await screenshot(page, 'recharge-offline-submitted');

    // The simulator approves after its delay; the notice and the new balance arrive without a reload.
    await page.getByTestId('live-update').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('live-update').textContent()).toContain('已到账');
    await expect.poll(() => balanceOf(page, 'USD'), { timeout: 10_000 }).toBeCloseTo(before + 123.45, 2);
    expect(await page.evaluate(() => document.body.getAttribute('data-live-check'))).toBe('kept');
    await screenshot(page, 'recharge-offline-credited');

    // The home page's funds card shows the same balance.
    const credited = await balanceOf(page, 'USD');
    await page.goto('/dashboard/home');
    const usd = page.locator('[data-testid=fund-account][data-currency=USD]');
    await usd.waitFor();
    const shown = credited.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect.poll(() => usd.textContent()).toContain(`$${shown}`);

    await page.goto(`/finance/rechargeManage?serial=${serial}`);
    await page.getByText(serial).first().waitFor();
    await page.locator('[data-testid^="recharge-RC"]').first().click();
    await page.getByTestId('recharge-detail').waitFor();
    expect(await page.getByTestId('recharge-detail').getAttribute('data-status')).toBe('PASSED');
    await expect.poll(() => timelineActions(page)).toEqual(['create', 'approve']);
    await context.close();
  });

  it('a transfer the bank cannot find is rejected: the to-do and the records badge arrive live', async () => {
    const { context, page, badge } = await openRecharge();
    await page.getByTestId('tab-offline').click();
    // The simulator rejects serials marked "reject" (steps/recharges.ts), with a reason.
    const serial = `E2E-REJECT-${Date.now()}`;
    await declareTransfer(page, serial, '66.00');
    await page.locator('.ant-message').getByText('充值申请已提交，等待仓库审核').waitFor();
    await expect.poll(() => recordsBadge(page), { timeout: 30_000 }).toBe(badge + 1);
    await expect
      .poll(() => page.getByTestId('todo-popup-item').allTextContents(), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/充值单 RC\d+ 被驳回/));

    await page.goto(`/finance/rechargeManage?serial=${serial}`);
    await page.locator('[data-testid^="recharge-RC"]').first().click();
    await page.getByTestId('recharge-detail').waitFor();
    expect(await page.getByTestId('recharge-detail').getAttribute('data-status')).toBe('REJECTED');
    await expect.poll(() => timelineActions(page)).toEqual(['create', 'reject']);
    await context.close();
  });

  it('pays online through /pay with the sandbox, shows the new balance on /payResult, and cancels an unpaid order', async () => {
    const { context, page } = await openRecharge();
    const before = await balanceOf(page, 'CNY');
    await page.getByTestId('tab-online').click();
    await page.locator('#online_amount').fill('88.80');
    await page.locator('#online_submit').click();
    await page.getByTestId('pay-page').waitFor();
    await page.getByTestId('pay-qr').waitFor();
    expect(await page.getByTestId('pay-amount').textContent()).toBe('RMB\u00a088.80');
    await screenshot(page, 'recharge-pay');
    await page.getByTestId('pay-confirm').click();
    await page.getByTestId('pay-result').waitFor();
    expect(await page.getByTestId('pay-result').getAttribute('data-status')).toBe('PASSED');
    expect(await page.getByTestId('pay-result-title').textContent()).toBe('支付成功');
    await page.getByTestId('pay-result-balance').waitFor();
    const after = Number(await page.getByTestId('pay-result-balance').getAttribute('data-value'));
    expect(after).toBeCloseTo(before + 88.8, 2);
    await screenshot(page, 'recharge-pay-result');

    // An order left unpaid is cancelled from its detail; it can then never be paid.
    await page.goto('/finance/recharge');
    await page.getByTestId('tab-online').click();
    await page.locator('#online_amount').fill('12.34');
    await page.locator('#online_submit').click();
    await page.getByTestId('pay-page').waitFor();
    await page.goto('/finance/rechargeManage?type=ONLINE&status=PENDING_REVIEW');
    const unpaid = page
      .locator('tr.ant-table-row', { hasText: '12.34' })
      .locator('[data-testid^="recharge-RC"]');
    await unpaid.first().click();
    await page.getByTestId('recharge-cancel').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消充值' }).click();
    await page.locator('.ant-message').getByText('充值单已取消').waitFor();
    await expect
      .poll(() => page.getByTestId('recharge-detail').getAttribute('data-status'))
      .toBe('CANCELLED');
    expect(await page.getByTestId('recharge-pay').count()).toBe(0);
    await context.close();
  });
});
