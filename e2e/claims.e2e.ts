import { describe, expect, it } from 'vitest';
import { balanceOf, settledBalance } from './support/balances';
import { PNG_1PX, screenshot, timelineActions, useBrowser } from './support/browser';

// A claim filed from the browser as the demo main account, with a photo attached; the built-in
// warehouse simulator (SIMULATOR_DELAY_MS in global-setup) passes it through the integration API,
// the claim shows PASSED with its actual amount, and the USD balance has risen by that amount.

const browser = useBrowser();

/** "USD 1,234.50" → 1234.5. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('claims', () => {
  it('files a claim with an attachment; the simulator passes it and the balance rises by the actual amount', async () => {
    const { context, page } = await browser.signedIn({ at: '/finance/recharge' });
    const before = await settledBalance(page, 'USD');

    await page.goto('/finance/compensationManage');
    await page.getByTestId('claim-manage-page').waitFor();
    await page.getByTestId('claims-create').click();
    const relatedNo = `OB-E2E-${Date.now()}`;
    await page.locator('#claim_relatedNo').fill(relatedNo);
    await page.locator('#claim_reason').fill('E2E 两件商品破损 / two pieces arrived broken');
    // The form says what the server would: the amount rule comes from the contracts.
    await page.locator('#claim_expectedAmount').fill('12.345');
    await page.locator('#claim_submit').click();
    await page.getByText('金额必须大于 0，最多两位小数').waitFor();
    await page.locator('#claim_expectedAmount').fill('42.80');
    await page
      .locator('[data-testid=claim-attachments] input[type=file]')
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByTestId('claim-attachments-file').getByText('broken.png').waitFor({ timeout: 15_000 });
    await screenshot(page, 'claim-new');
    await page.locator('#claim_submit').click();
    await page.locator('.ant-message').getByText('索赔已提交，等待仓库审核').waitFor();

    await page.goto(`/finance/compensationManage?relatedNo=${relatedNo}`);
    const link = page.locator('[data-testid^="claim-CL"]').first();
    await link.waitFor();
    await link.click();
    const detail = page.getByTestId('claim-detail');
    await detail.waitFor();
    expect(await page.getByTestId('claim-expected').textContent()).toBe('USD\u00a042.80');
    expect(await page.getByTestId('claim-attachment-link').textContent()).toBe('broken.png');

    // The simulator passes it after its delay; the detail refreshes on the live notice.
    await expect.poll(() => detail.getAttribute('data-status'), { timeout: 30_000 }).toBe('PASSED');
    const actual = amountOf(await page.getByTestId('claim-actual').textContent());
    expect(actual).toBeGreaterThan(0);
    expect(actual).toBeLessThanOrEqual(42.8);
    expect(amountOf(await page.getByTestId('claim-credited').textContent())).toBeCloseTo(actual, 2);
    await expect.poll(() => timelineActions(page)).toEqual(['create', 'approve']);
    await screenshot(page, 'claim-passed');

    await page.goto('/finance/recharge');
    expect(await balanceOf(page, 'USD')).toBeCloseTo(before + actual, 2);
    await context.close();
  });
});
