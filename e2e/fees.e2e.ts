import { describe, expect, it } from 'vitest';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

// The demo main account reads its fees (seeded through the money kernel), disputes a line, and the
// built-in warehouse simulator (SIMULATOR_DELAY_MS in global-setup) accepts it with a refund; then
// the fee statistics draw their charts over the same lines.

const browser = useBrowser();

describe('fee inquiry and fee statistics', () => {
  it('filters by type, disputes a line and sees the warehouse accept it', async () => {
    const { context, page } = await browser.signedIn({ at: '/finance/feeInquiry' });
    const list = page.getByTestId('list-page-fees');
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('fee-total-CNY').waitFor();
    await page.getByTestId('fee-total-USD').waitFor();

    // Filter by fee type: only relabelling lines remain.
    await page.locator('#list-search_feeType').click();
    await page.locator('.ant-select-item-option', { hasText: '换标费' }).click();
    await page.getByTestId('list-search-submit').click();
    await expect.poll(() => page.url()).toContain('feeType=RELABEL');
    // The previous page stays on screen until the filtered one arrives: wait for it.
    const typesShown = () => list.locator('tbody tr.ant-table-row a[data-testid^="fee-"]').allTextContents();
    await expect.poll(async () => [...new Set(await typesShown())]).toEqual(['换标费']);

    // And by warehouse (among the search's further items): the search offers the warehouses the
    // fees come from, by name, and the list keeps the lines of the one chosen.
    const rowTexts = () => list.locator('tbody tr.ant-table-row').allTextContents();
    const before = await rowTexts();
    await page.getByTestId('list-search-toggle').click();
    await page.locator('#list-search_warehouseId').click();
    const options = await page.locator('.ant-select-item-option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).not.toMatch(/^[A-Z0-9]+ · /);
    const warehouse = options.find((name) => before.some((text) => text.includes(name)))!;
    expect(before.every((text) => text.includes(warehouse))).toBe(false);
    await page.locator('.ant-select-item-option', { hasText: warehouse }).click();
    await page.getByTestId('list-search-submit').click();
    await expect.poll(() => page.url()).toMatch(/warehouseId=\d+/);
    expect(page.url()).toContain('feeType=RELABEL');
    await expect.poll(async () => (await rowTexts()).every((text) => text.includes(warehouse))).toBe(true);
    expect([...new Set(await typesShown())]).toEqual(['换标费']);
    await screenshot(page, 'fees-inquiry');

    // Open a deducted line that is not disputed.
    const row = list.locator('tbody tr.ant-table-row', { hasText: '已扣款' }).first();
    const link = row.locator('a[data-testid^="fee-"]');
    const feeId = (await link.getAttribute('data-testid'))!.slice('fee-'.length);
    await link.click();
    const detail = page.getByTestId('fee-detail');
    await detail.waitFor();
    await page.getByTestId('fee-ledger').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('fee-ledger').textContent()).toContain('扣费');
    expect(await page.getByTestId('fee-document').textContent()).toMatch(/^RL/);

    await page.getByTestId('fee-dispute').click();
    await page.getByTestId('dispute-submit').click();
    await page.getByText('请填写申诉原因').waitFor();
    await page.getByTestId('dispute-reason').fill('换标数量与实际不符，实际只换了一半');
    await page.getByTestId('dispute-submit').click();
    await page.getByText('申诉已提交，等待仓库处理').waitFor();
    const card = page.getByTestId('dispute-card');
    await card.waitFor();
    expect(await page.getByTestId('dispute-text').textContent()).toBe('换标数量与实际不符，实际只换了一半');
    // The simulator accepts it after its delay; the detail follows while the dispute is open.
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toBe('ACCEPTED');
    expect(await page.getByTestId('dispute-status').textContent()).toBe('申诉通过');
    expect(await page.getByTestId('fee-ledger').textContent()).toContain('退款');
    expect(await page.getByTestId('dispute-timeline').textContent()).toContain('申诉通过');
    await screenshot(page, 'fees-detail-dispute');

    // Back on the list, the line shows the dispute's state.
    await page.goto('/finance/feeInquiry?disputeState=ACCEPTED');
    await page.getByTestId(`fee-dispute-${feeId}`).waitFor();
    expect(await page.getByTestId(`fee-dispute-${feeId}`).textContent()).toBe('申诉通过');
    await context.close();
  });

  it('draws the fee statistics and reads in English', async () => {
    const { context, page } = await browser.signedIn({ at: '/finance/feeCount' });
    await page.getByTestId('fee-count-page').waitFor();
    for (const chart of ['fee-chart-time', 'fee-chart-type', 'fee-chart-warehouse'])
      await page.getByTestId(chart).locator('canvas').first().waitFor();
    const table = page.getByTestId('fee-count-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('fee-count-currency').click();
    await page.locator('.ant-select-item-option', { hasText: 'RMB' }).click();
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await table.textContent()).toContain('RMB');
    await page.getByText('按月').click();
    await page.getByTestId('fee-chart-time').locator('canvas').first().waitFor();
    await screenshot(page, 'fees-count');

    await switchLanguage(page, 'en');
    await page.getByText('Fee statistics').first().waitFor({ timeout: 30_000 });
    await page.getByText('Share by fee type').waitFor();
    await page.getByTestId('fee-chart-type').locator('canvas').first().waitFor();
    await page.getByRole('columnheader', { name: 'Fee type' }).waitFor();
    await page.goto('/finance/feeInquiry');
    const list = page.getByTestId('list-page-fees');
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    for (const header of ['Fee type', 'Currency', 'Deducted', 'Dispute'])
      await list.getByRole('columnheader', { name: header }).first().waitFor();
    await screenshot(page, 'fees-en');
    await context.close();
  });
});
