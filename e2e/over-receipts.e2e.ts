import { describe, expect, it } from 'vitest';
import { screenshot, switchLanguage, timelineActions, useBrowser } from './support/browser';

// Inbound over-receipts and container tracking as the demo main account: an unconfirmed over-receipt
// of the demo is accepted from the list (it turns confirmed, its detail says accepted into stock with a
// fee record); the demo's sea containers list with their milestones and open with their timeline and
// inbound orders; both pages read in English too.

const browser = useBrowser();

describe('over-receipts and containers', () => {
  it('accepts an over-receipt from the list; the detail shows the decision, its fee and its timeline', async () => {
    // The to-do link carries the status: the list opens filtered to the unconfirmed ones.
    const { context, page } = await browser.signedIn({
      at: '/order/inboundOverchargeManage?status=UNCONFIRMED',
    });
    await page.getByTestId('over-receipt-manage-page').waitFor();
    const link = page.locator('[data-testid^="over-receipt-OR"]').first();
    await link.waitFor();
    const number = (await link.textContent())!;
    const status = page.getByTestId(`over-receipt-status-${number}`);
    expect(await status.textContent()).toBe('未确认');
    await page.locator('[data-testid^="row-accept-"]').first().click();
    await page.getByTestId('over-receipt-accept-ok').click();
    await page.locator('.ant-message').getByText('已接收 1 个超收单').waitFor();
    await screenshot(page, 'over-receipt-accepted');

    await page.goto(`/order/inboundOverchargeManage?overReceiptNo=${number}`);
    await expect.poll(() => page.getByTestId(`over-receipt-status-${number}`).textContent()).toBe('已确认');
    await page.getByTestId(`over-receipt-${number}`).click();
    const detail = page.getByTestId('over-receipt-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-status')).toBe('CONFIRMED');
    expect(await page.getByTestId('over-receipt-decision').textContent()).toBe('接收入库');
    await page.getByTestId('over-receipt-fee').waitFor();
    await expect.poll(() => timelineActions(page)).toEqual(['create', 'accept']);
    expect(await page.getByTestId('over-receipt-order').getAttribute('href')).toMatch(
      /^\/order\/warehousDetail\?id=\d+$/,
    );
    await screenshot(page, 'over-receipt-detail');
    await context.close();
  });

  it('lists the demo containers and opens one with its milestones and orders, in Chinese and English', async () => {
    const { context, page } = await browser.signedIn({ at: '/order/containerTrack' });
    await page.getByTestId('container-track-page').waitFor();
    await page.getByTestId('container-MSKU7301245').waitFor();
    await page.getByTestId('container-TGHU8812034').waitFor();
    expect(await page.getByTestId('container-milestone-MSKU7301245').textContent()).toBe('上架');
    await screenshot(page, 'containers');

    await page.getByTestId('container-MSKU7301245').click();
    await page.getByTestId('container-detail').waitFor();
    expect(await page.getByTestId('container-number').textContent()).toBe('MSKU7301245');
    const milestones = await page
      .getByTestId('container-milestone-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-milestone')));
    expect(milestones[0]).toBe('LOADING');
    expect(milestones.at(-1)).toBe('PUT_AWAY');
    await page.locator('[data-testid^="container-order-IB"]').first().waitFor();
    await screenshot(page, 'container-detail');

    await switchLanguage(page, 'en');
    await page.getByTestId('container-detail').waitFor();
    await page.getByText('Milestones').waitFor();
    expect(await page.getByTestId('container-milestone').textContent()).toBe('Put away');
    await page.goto('/order/containerTrack');
    await page.getByTestId('container-MSKU7301245').waitFor();
    await page.getByText('Container tracking').first().waitFor();
    expect(await page.getByTestId('container-milestone-MSKU7301245').textContent()).toBe('Put away');
    await page.goto('/order/inboundOverchargeManage?status=CONFIRMED');
    await page.getByTestId('over-receipt-manage-page').waitFor();
    await page.getByText('Inbound over-receipts').first().waitFor();
    const confirmed = page.locator('[data-testid^="over-receipt-status-OR"]').first();
    await confirmed.waitFor();
    expect(await confirmed.textContent()).toBe('Confirmed');
    await screenshot(page, 'over-receipts-en');
    await switchLanguage(page, 'zh');
    await context.close();
  });
});
