import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

const signedIn = () => browser.signedIn({ at: '/dashboard/home' });

describe('identity verification and signed warehouses', () => {
  it('shows the demo company certified, LAX signed, and takes an application for another warehouse', async () => {
    const { context, page } = await signedIn();

    // The customer center menu leads to both pages.
    await page.locator('[data-testid=sidebar-group][data-path="/clientCenter"]').click();
    await page.locator('[data-testid=sidebar-item][data-path="/clientCenter/identityVerify"]').click();
    await page.waitForURL('**/clientCenter/identityVerify');
    const verify = page.getByTestId('identity-verify-page');
    await verify.waitFor();
    expect(await verify.getAttribute('data-status')).toBe('PASSED');
    expect(await page.getByTestId('certification-passed').textContent()).toContain('认证已通过');
    expect(await page.locator('#certification_companyCode').inputValue()).toBe('GALAXY');
    expect(await page.locator('#certification_companyCode').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('certification-submit').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByTestId('timeline-item')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-action'))),
      )
      .toEqual(['submit', 'approve']);
    await screenshot(page, 'identity-verify-passed');

    await page.goto('/clientCenter/sign');
    await page.getByTestId('sign-page').waitFor();
    const status = (code: string) =>
      page
        .locator('tr.ant-table-row', { hasText: code })
        .first()
        .getByTestId('signing-status')
        .getAttribute('data-status');
    await expect.poll(() => status('LAX')).toBe('SIGNED');
    expect(await status('NJ')).toBe('UNSIGNED');
    expect(await page.getByTestId('certification-gate').count()).toBe(0);
    // LAX is signed: no apply there.
    expect(await page.locator('[data-testid=signing-apply][data-code=LAX]').count()).toBe(0);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/signing/apply'));
    await page.locator('[data-testid=signing-apply][data-code=NJ]').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    const body = (await (await answer).json()) as {
      code: number;
      data: { status: string; warehouseCode: string };
    };
    expect(body).toMatchObject({ code: 0, data: { status: 'PENDING_REVIEW', warehouseCode: 'NJ' } });
    // The list refreshes: NJ waits for the warehouse (or, with the simulator on, it has answered already).
    await expect.poll(() => status('NJ')).not.toBe('UNSIGNED');
    const now = await status('NJ');
    expect(['PENDING_REVIEW', 'SIGNED', 'REJECTED']).toContain(now);
    if (now === 'PENDING_REVIEW')
      expect(await page.locator('[data-testid=signing-apply][data-code=NJ]').count()).toBe(0);
    await screenshot(page, 'signed-warehouses');
    await context.close();
  });
});
