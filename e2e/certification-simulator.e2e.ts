import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDIT_STATUS_TEXT, type AuditStatus } from '@oms/contracts';
import { COMPANY_PASSWORD, register } from './support/accounts';
import { screenshot, signIn, useBrowser } from './support/browser';

// A company registers (the real flow: the code arrives by e-mail), submits its identity
// verification, and the built-in warehouse simulator (SIMULATOR_DELAY_MS in global-setup) decides
// it through the integration API; the decision reaches the open page live, without a reload. A pass
// is information (a short message, no to-do, no badge); a rejection is a to-do.

const browser = useBrowser();
// A valid 1×1 PNG: the upload is judged by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const fillProfile = async (page: Page, companyNameCn: string) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const fields: Record<string, string> = {
    companyNameCn,
    companyNameEn: 'E2E Verification Trading Co., Ltd.',
    companyCode: code.slice(0, 20),
    organizationCode: '91440300MA5E2E001X',
    address: '广东省深圳市南山区科技园 8 号',
    website: 'https://e2e-trading.example.com',
    contact: '王五',
    email: 'contact@e2e-trading.example.com',
    phone: '+86 755-2666 8888',
  };
  for (const [name, value] of Object.entries(fields))
    await page.locator(`#certification_${name}`).fill(value);
  await page
    .locator('[data-testid=certification_licenseFileId] input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect
    .poll(() => page.getByTestId('certification_licenseFileId').getAttribute('data-file-id'), {
      timeout: 15_000,
    })
    .not.toBe('');
};

/** Signs in as a newly registered company and submits its identity verification. */
const submitAs = async (companyNameCn: string) => {
  const accountName = await register(`${companyNameCn} 注册`);
  const context = await browser.context();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, accountName, COMPANY_PASSWORD);
  await page.getByTestId('home-welcome').waitFor();
  await page.goto('/clientCenter/identityVerify');
  const verify = page.getByTestId('identity-verify-page');
  await verify.waitFor();
  expect(await verify.getAttribute('data-status')).toBe('TO_BE_SUBMITTED');
  // No to-dos yet for a new company.
  expect(await page.getByTestId('todo-popup').count()).toBe(0);
  await fillProfile(page, companyNameCn);
  // Marks this document: it is still here at the end only if the page never reloaded.
  await page.evaluate(() => document.body.setAttribute('data-live-check', 'kept'));
  await page.getByTestId('certification-submit').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  // Under review until the simulator decides, SIMULATOR_DELAY_MS later: a page slower than that goes
  // straight to the decision, so the tag is checked against the status the page shows.
  const shown = async () => ({
    status: await verify.getAttribute('data-status'),
    tag: await page.getByTestId('certification-status').textContent(),
  });
  await expect
    .poll(shown)
    .toSatisfy(
      ({ status, tag }) =>
        status !== 'TO_BE_SUBMITTED' && AUDIT_STATUS_TEXT[status as AuditStatus]?.zh === tag,
    );
  return { context, page, verify };
};

describe('identity verification decided by the warehouse simulator', () => {
  it('submits, shows "under review", and within seconds the page shows passed live, with no to-do', async () => {
    const { context, page, verify } = await submitAs('深圳实时认证贸易有限公司');
    await screenshot(page, 'certification-under-review');

    // The simulator answers after SIMULATOR_DELAY_MS; the update arrives over the WebSocket.
    await page.getByTestId('live-update').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('live-update').textContent()).toBe('认证已通过');
    await expect.poll(() => verify.getAttribute('data-status'), { timeout: 10_000 }).toBe('PASSED');
    // Passed waits for nothing: no to-do, and no menu badge (a new company has nothing else waiting).
    expect(await page.getByTestId('todo-popup').count()).toBe(0);
    expect(await page.getByTestId('sidebar-badge').count()).toBe(0);
    expect(await page.getByTestId('certification-passed').textContent()).toContain('认证已通过');
    expect(await page.getByTestId('certification-status').textContent()).toBe('已通过');
    await expect
      .poll(() =>
        page
          .getByTestId('timeline-item')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-action'))),
      )
      .toEqual(['submit', 'approve']);
    expect(await page.evaluate(() => document.body.getAttribute('data-live-check'))).toBe('kept');
    await screenshot(page, 'certification-passed-live');
    await context.close();
  });

  it('rejects a company named with "驳回", and the page shows the reason to fix', async () => {
    const { context, page, verify } = await submitAs('驳回演示贸易有限公司');
    await expect.poll(() => verify.getAttribute('data-status'), { timeout: 20_000 }).toBe('REJECTED');
    expect(await page.getByTestId('certification-banner').textContent()).toContain(
      'The business licence does not match the company name',
    );
    await page.getByTestId('todo-popup-item').first().waitFor();
    // Rejected: the form is open again for a corrected submission.
    await page.getByTestId('certification-submit').waitFor();
    expect(await page.evaluate(() => document.body.getAttribute('data-live-check'))).toBe('kept');
    await screenshot(page, 'certification-rejected-live');
    await context.close();
  });
});
