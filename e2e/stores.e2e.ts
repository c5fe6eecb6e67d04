import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, switchLanguage, useBrowser } from './support/browser';
import { portal } from './support/portal';

// Connecting a Shopify store against the local fake Shopify the global setup starts: a wrong token is
// refused with the specification's "failed to obtain independent site token"; the right one connects;
// the platform's SKUs are fetched and one is mapped to a demo product; a revoked token then shows as
// "authorization expired" after a connection test; the page reads in English too.

const browser = useBrowser();
const stamp = Date.now().toString(36).slice(-6);
const domain = `e2e-${stamp}.myshopify.com`;
const TOKEN = `shpat_${stamp.padEnd(32, '7')}`;
const PATH = '/basic/storeManage';

const control = async (action: string, body: object) => {
  const res = await fetch(`${portal().shopifyOrigin}/_control/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fake Shopify ${action}: ${res.status}`);
};

const rowsOf = (page: Page) => page.getByTestId('list-page-stores').locator('tbody tr.ant-table-row');

describe('stores', () => {
  it('connects a Shopify store, maps a platform SKU, and shows an expired authorization', async () => {
    await control('shops', {
      domain,
      token: TOKEN,
      name: 'E2E Outdoor',
      products: [{ title: 'Earbuds', skus: ['EB-BLACK', 'EB-WHITE'] }],
    });
    const { page } = await browser.signedIn({ at: PATH });
    await page.getByTestId('list-page-stores').waitFor();

    const name = `E2E Shopify ${stamp}`;
    await page.getByTestId('store-create').click();
    await page.locator('#store_name').fill(name);
    // The shop as people type it: just its name.
    await page.locator('#store_shopDomain').fill(`e2e-${stamp}`);
    await page.locator('#store_accessToken').fill(`shpat_${'0'.repeat(32)}`);
    await page.locator('#store_submit').click();
    await page
      .getByText('获取独立站token失败：店铺拒绝了该访问令牌，请检查令牌是否正确、应用是否已安装')
      .waitFor();
    await screenshot(page, 'store-token-refused');

    await page.locator('#store_accessToken').fill(TOKEN);
    await page.locator('#store_submit').click();
    await page.getByText('店铺已接入').waitFor();
    await page.locator('#list-search_name').fill(stamp);
    await page.getByTestId('list-search-submit').click();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    await expect.poll(() => row.textContent()).toContain('授权店铺：E2E Outdoor');
    expect(await row.textContent()).toContain(domain);
    expect(await row.textContent()).toContain('启用');
    await screenshot(page, 'store-connected');

    // SKU mapping: fetch the platform's SKUs and map one to a demo product.
    await row.getByText('SKU映射').click();
    await page.getByText('获取平台SKU').click();
    const listings = page.getByTestId('store-listings');
    await listings.getByText('EB-BLACK', { exact: true }).waitFor();
    await listings.locator('tr', { hasText: 'EB-BLACK' }).getByText('映射', { exact: true }).click();
    await expect.poll(() => page.locator('#mapping_platformSku').inputValue()).toBe('EB-BLACK');
    await page.locator('#mapping_productId').click();
    await page.locator('#mapping_productId').fill('BW-EARBUD');
    await page.locator('.ant-select-item-option', { hasText: 'BW-EARBUD-BLK' }).click();
    await page.locator('#mapping_submit').click();
    await page.getByText('映射已保存').waitFor();
    // Mapped, it leaves the "only unmapped" view; with every listing shown it says where it points.
    await expect.poll(() => listings.getByText('EB-BLACK', { exact: true }).count()).toBe(0);
    await listings.getByRole('switch').click();
    await listings.getByText('已映射到 BW-EARBUD-BLK').waitFor();
    await expect
      .poll(() => page.locator('.ant-drawer tbody tr.ant-table-row').first().textContent())
      .toContain('BW-EARBUD-BLK');
    await screenshot(page, 'store-sku-mapping');
    await page.locator('.ant-drawer-close').click();

    // The merchant uninstalls the app: the next test of the connection finds the token refused.
    await control('token', { domain, token: `shpat_${'9'.repeat(32)}` });
    await row.getByText('测试连接').click();
    await page.getByText('店铺授权已过期，请重新填写访问令牌授权').first().waitFor();
    await expect.poll(() => row.textContent()).toContain('授权过期');
    // The authorization column says why and what to do, not only the toast.
    expect(await row.textContent()).toContain('店铺授权已过期，请重新填写访问令牌授权');
    await screenshot(page, 'store-auth-expired');

    // In English.
    await switchLanguage(page, 'en');
    await expect
      .poll(() => page.getByTestId('sidebar').textContent(), { timeout: 15_000 })
      .toContain('Stores');
    await page.getByTestId('list-page-stores').waitFor();
    await expect
      .poll(() => page.getByTestId('list-page-stores').textContent())
      .toContain('Authorization expired');
    expect(await page.getByTestId('list-page-stores').textContent()).toContain('Connect a store');
    await screenshot(page, 'store-en');
    await switchLanguage(page, 'zh');
    await expect.poll(() => page.getByTestId('sidebar').textContent(), { timeout: 15_000 }).toContain('首页');
  });
});
