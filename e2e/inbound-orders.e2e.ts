import { describe, expect, it } from 'vitest';
import { HEAD_LEG_FIELD_LABELS, MILESTONE_LABELS, milestonesOf } from '@oms/contracts';
import type { Page } from 'playwright-core';
import { api } from './support/accounts';
import { screenshot, sessionToken, switchLanguage, timelineActions, useBrowser } from './support/browser';
import { writeSheet } from './support/sheets';

// An inbound order drafted in the browser as the demo main account (LAX, one line), its lines
// replaced from an xlsx built here, submitted; the built-in warehouse simulator (global-setup: 2 s
// steps) approves, receives and puts it away. Box labels open as a PDF; the detail shows what was
// received and the fees, which the fee inquiry lists too. A second order, received one piece short
// by the simulator (every 3rd order id), waits for the customer to confirm the difference.

const browser = useBrowser();
/** A whole life through the simulator takes about six 2-second steps; leave room for a loaded machine. */
const LIFE_MS = 120_000;

type Product = { id: string; sku: string; piecesPerCarton: number };
type Order = { id: string; orderNo: string; status: string };

const signedIn = async (at?: string) => {
  const { context, page } = await browser.signedIn({ at });
  return { context, page, token: await sessionToken(context) };
};

/** Two passed products of the demo company and the signed LAX warehouse's id. */
const demoData = async (token: string) => {
  const products = await api<{ records: Product[] }>(
    'products/page',
    { current: 1, size: 2, status: 'PASSED', sort: 'sku' },
    token,
  );
  const warehouses = await api<{ id: string; code: string }[]>('inbound-orders/warehouses', {}, token);
  const lax = warehouses.find((w) => w.code === 'LAX');
  if (products.records.length < 2 || !lax) throw new Error('demo data lacks passed products or LAX');
  return { products: products.records, warehouseId: lax.id };
};

const statusOf = (page: Page) => page.getByTestId('inbound-detail').getAttribute('data-status');

/** Opens the select `#id` and picks the option whose text holds `text` (again if a click was lost). */
const choose = async (page: Page, id: string, text: string) => {
  const open = page.locator('.ant-select-dropdown:visible');
  const shown = page.locator(`.ant-select:has(#${id})`);
  for (let attempt = 1; ; attempt++) {
    // Another select's list still closing takes the click: wait until none is open.
    await expect.poll(() => open.count(), { timeout: 5000 }).toBe(0);
    await page.locator(`#${id}`).click();
    try {
      await open.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 5000 });
      await expect.poll(() => shown.textContent(), { timeout: 3000 }).toContain(text);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
};

/** Waits for the detail to reach `states` (the live notices refresh it; a reload now and then too). */
const waitForStatus = async (page: Page, states: string[]) => {
  await expect
    .poll(
      async () => {
        const s = await statusOf(page);
        if (!states.includes(s ?? '')) await page.reload();
        await page.getByTestId('inbound-detail').waitFor();
        return states.includes((await statusOf(page)) ?? '');
      },
      { timeout: LIFE_MS, interval: 3000 },
    )
    .toBe(true);
  return (await statusOf(page))!;
};

const confirmDifference = async (page: Page) => {
  await page.getByTestId('inbound-confirm-difference').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await waitForStatus(page, ['TO_BE_STOCKED', 'COMPLETED']);
};

describe('inbound orders', () => {
  it(
    'drafts an order, imports its lines from xlsx, submits, prints box labels; the simulator completes it with fees',
    async () => {
      const { context, page, token } = await signedIn('/order/warehousManage');
      const { products } = await demoData(token);
      const [first, second] = products as [Product, Product];

      await page.getByTestId('inbound-manage-page').waitFor();
      await page.getByTestId('inbound-create').click();
      await choose(page, 'inbound_warehouseId', 'LAX');
      await choose(page, 'inbound_headLeg', '自送');
      // Typed and taken with Enter in the picker (the form's own Enter would submit it).
      await page.locator('#inbound_expectedArrival').click();
      await page.locator('#inbound_expectedArrival').fill('2030-01-15');
      await page.locator('#inbound_expectedArrival').press('Enter');
      await expect.poll(() => page.locator('#inbound_expectedArrival').inputValue()).toBe('2030-01-15');
      await page.locator('#inbound_lines_0_productId').fill(first.sku);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: first.sku,
        })
        .first()
        .click();
      await page.locator('#inbound_lines_0_boxes').fill('2');
      // The quantity follows the boxes at once: boxes × pieces per carton (specification §5).
      await expect
        .poll(() => page.getByTestId('inbound-line-quantity-0').getAttribute('data-value'))
        .toBe(String(2 * first.piecesPerCarton));
      await screenshot(page, 'inbound-new');
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/inbound-orders/create')),
        page.locator('#inbound_submit').click(),
      ]);
      const order = ((await created.json()) as { data: Order }).data;
      expect(order.status).toBe('DRAFT');

      // The lines come from a sheet (they replace the one typed): 3 and 1 boxes.
      await page.goto(`/order/warehousDetail?id=${order.id}`);
      await page.getByTestId('inbound-detail').waitFor();
      await page.getByTestId('inbound-import-lines').click();
      const sheet = await writeSheet('明细', [
        ['SKU*', '箱数*'],
        [first.sku, 3],
        [second.sku, 1],
      ]);
      await page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(sheet);
      const result = page.getByTestId('import-result');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-status')).toBe('SUCCEEDED');
      await page.getByTestId('import-close').click();
      const forecast = 3 * first.piecesPerCarton + second.piecesPerCarton;
      await expect
        .poll(() => page.getByTestId('inbound-total-quantity').textContent())
        .toBe(String(forecast));

      await page.getByTestId('inbound-submit').click();
      await waitForStatus(page, [
        'PENDING_REVIEW',
        'PENDING_INBOUND',
        'ARRIVED',
        'RECEIVING',
        'TO_BE_STOCKED',
      ]);

      // Approved by the simulator: the box labels open as a PDF in a new tab.
      const printable = await waitForStatus(page, [
        'PENDING_INBOUND',
        'ARRIVED',
        'RECEIVING',
        'WITH_DIFFERENCE',
        'TO_BE_STOCKED',
        'COMPLETED',
      ]);
      expect(printable).not.toBe('PENDING_REVIEW');
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('inbound-print-labels').click(),
      ]);
      expect(tab.url()).toMatch(/^blob:/);
      await page.locator('.ant-message').getByText('箱唛已生成（4 张）').waitFor();
      await tab.close();

      // Received and put away (a short line waits for the customer's confirmation first).
      if ((await waitForStatus(page, ['WITH_DIFFERENCE', 'COMPLETED'])) === 'WITH_DIFFERENCE') {
        await confirmDifference(page);
      }
      await waitForStatus(page, ['COMPLETED']);
      const received = Number(await page.getByTestId('inbound-total-received').textContent());
      expect(received).toBeGreaterThanOrEqual(forecast - 1);
      expect(await page.locator('[data-milestone=PUT_AWAY]').getAttribute('data-reached')).toBe('yes');
      await expect.poll(() => page.getByTestId('inbound-fee-amount').count()).toBeGreaterThan(0);
      expect(await timelineActions(page)).toEqual(
        expect.arrayContaining(['create', 'importLines', 'submit', 'approve', 'putAway']),
      );
      await screenshot(page, 'inbound-completed');

      // The fee inquiry lists the order's fees.
      await page.getByTestId('inbound-fees-link').click();
      await expect
        .poll(() => page.locator('a[data-testid^="fee-"]').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await context.close();
    },
    3 * LIFE_MS,
  );

  it(
    'confirms the difference of an order received short',
    async () => {
      const { context, page, token } = await signedIn();
      const { products, warehouseId } = await demoData(token);
      // The simulator receives the first line one piece short on every 3rd order id (and over on every
      // 5th): draft until an id is short only, then submit it.
      let order: Order | undefined;
      for (let i = 0; i < 15 && !order; i++) {
        const draft = await api<Order>(
          'inbound-orders/create',
          {
            warehouseId,
            inboundType: 'STANDARD',
            headLeg: 'SELF_DELIVERY',
            expectedArrival: '2030-02-01',
            lines: [{ productId: products[0]!.id, boxes: 1 }],
          },
          token,
        );
        if (Number(draft.id) % 3 === 0 && Number(draft.id) % 5 !== 0) order = draft;
        else await api('inbound-orders/delete', { ids: [draft.id], reason: 'e2e: not the id wanted' }, token);
      }
      if (!order) throw new Error('no order id received short');
      await api('inbound-orders/submit', { id: order.id }, token);

      await page.goto(`/order/warehousDetail?id=${order.id}`);
      await page.getByTestId('inbound-detail').waitFor();
      expect(await waitForStatus(page, ['WITH_DIFFERENCE'])).toBe('WITH_DIFFERENCE');
      const cell = page.getByTestId(`inbound-line-difference-${products[0]!.sku}`);
      expect(await cell.getAttribute('data-value')).toBe('-1');
      expect(await page.getByTestId('inbound-difference-status').textContent()).toBe('差异未确认');
      await screenshot(page, 'inbound-difference');
      await confirmDifference(page);
      await waitForStatus(page, ['COMPLETED']);
      expect(await page.getByTestId('inbound-difference-status').textContent()).toBe('差异已确认');
      await context.close();
    },
    3 * LIFE_MS,
  );

  it('speaks each head-leg: a parcel is carried and tracked; a truck waiting at the dock is booked from its page', async () => {
    const { context, page, token } = await signedIn('/order/warehousManage');
    const firstOf = async (filters: Record<string, string>) => {
      const found = await api<{ records: Order[] }>(
        'inbound-orders/page',
        { current: 1, size: 1, ...filters },
        token,
      );
      if (!found.records[0]) throw new Error(`the demo has no inbound order ${JSON.stringify(filters)}`);
      return found.records[0];
    };
    await switchLanguage(page, 'en');

    // A parcel: its carrier and tracking numbers, picked up → in transit → delivered; no port, no sailing.
    const parcel = await firstOf({ headLeg: 'EXPRESS', status: 'COMPLETED' });
    await page.goto(`/order/warehousDetail?id=${parcel.id}`);
    const detail = page.getByTestId('inbound-detail');
    await detail.waitFor();
    const text = (await detail.innerText()).split('\n').map((l) => l.trim());
    for (const field of ['shippingCompany', 'deliveryNo'] as const)
      expect(text).toContain(HEAD_LEG_FIELD_LABELS.EXPRESS[field].en);
    const steps = page.getByTestId('inbound-milestone');
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-milestone')))).toEqual(
      milestonesOf('EXPRESS'),
    );
    const milestonesText = await page.getByTestId('inbound-milestones').innerText();
    for (const m of milestonesOf('EXPRESS')) expect(milestonesText).toContain(MILESTONE_LABELS[m].en);
    for (const m of ['PORT', 'SAIL', 'LOADING'] as const)
      expect(milestonesText).not.toContain(MILESTONE_LABELS[m].en);

    // A truck pending inbound: the page says to book a dock slot, and its button opens the booking
    // with the order's warehouse and the order ticked.
    const truck = await firstOf({ headLeg: 'TRUCK', status: 'PENDING_INBOUND' });
    await page.goto(`/order/warehousDetail?id=${truck.id}`);
    await page.getByTestId('inbound-book-next').waitFor();
    await page.getByTestId('inbound-book').click();
    await page.waitForURL(/\/order\/warehousReserveCreat\?/);
    const ticked = page.getByRole('checkbox', { name: truck.orderNo });
    await expect.poll(() => ticked.isChecked(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'inbound-book-from-order');
    await context.close();
  });

  it('shows the list in English, statuses from the URL (to-do links), on a phone too', async () => {
    const { context, page } = await signedIn('/order/warehousManage?status=COMPLETED');
    await switchLanguage(page, 'en');
    await page.getByTestId('inbound-manage-page').waitFor();
    await page.getByText('Inbound orders').first().waitFor();
    const tags = page.locator('[data-testid^="inbound-status-"]');
    await expect.poll(() => tags.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await tags.first().textContent()).toBe('Completed');
    await screenshot(page, 'inbound-list-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('inbound-manage-page').waitFor();
    await expect.poll(() => tags.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'inbound-list-en-390');
    await context.close();
  });
});
