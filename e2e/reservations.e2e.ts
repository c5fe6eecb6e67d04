import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, switchLanguage, timelineActions, useBrowser } from './support/browser';

// A reservation booked on the warehouse calendar from the browser as the demo main account (LAX, the
// demo's signed warehouse, seeded with Mon–Sat slots): it shows on the list and its detail with the
// slot taken; the simulator then moves it along. The list and the detail read in English too.

const browser = useBrowser();

const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Clicks the first day from the day after tomorrow that has a free slot, then that slot (a day of the
 * next month, shown around this one, opens that month first). The calendar draws its days before
 * their slots arrive (every day of the month disabled until then): it waits for them first.
 */
const pickSlot = async (page: Page) => {
  await expect
    .poll(() => page.locator('[data-testid^="calendar-day-"], [data-testid^="calendar-closed-"]').count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  for (let i = 2; i < 14; i++) {
    const date = dayFromToday(i);
    const cell = page.locator(`td[title="${date}"]`);
    if ((await cell.count()) === 0) continue;
    const classes = async () => (await cell.getAttribute('class')) ?? '';
    if (!(await classes()).includes('in-view')) {
      await cell.click();
      await expect
        .poll(() => page.locator(`[data-testid$="-${date}"]`).count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
    }
    if ((await classes()).includes('disabled')) continue;
    await cell.click();
    await page.getByTestId('calendar-day-slots').getByText(date).waitFor();
    const slot = page.locator(`[data-testid^="slot-${date}-"]:not([disabled])`).first();
    if ((await slot.count()) === 0) continue;
    await slot.click();
    return date;
  }
  throw new Error('no free slot in the next two weeks');
};

const signedIn = () => browser.signedIn({ at: '/dashboard/home' });

describe('reservations', () => {
  it('books a slot on the calendar; the list and the detail show it, in English too', async () => {
    const { context, page } = await signedIn();
    await page.getByTestId('home-calendar-card').waitFor();

    await page.goto('/order/warehousReserveCreat');
    await page.getByTestId('reservation-create-page').waitFor();
    const containerNo = `E2E${Date.now().toString().slice(-8)}`;
    await page.getByTestId('reservation-container-no').fill(containerNo);
    await page.getByTestId('reservation-container-type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '40HQ' }).click();
    const date = await pickSlot(page);
    await expect.poll(() => page.getByTestId('reservation-chosen-slot').textContent()).toContain(date);
    await screenshot(page, 'reservation-new');
    await page.getByTestId('reservation-book').click();

    const detail = page.getByTestId('reservation-detail');
    await detail.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('reservation-container').textContent()).toBe(containerNo);
    expect(await page.getByTestId('reservation-slot').textContent()).toContain(date);
    const number = (await page.getByTestId('reservation-number').textContent()) ?? '';
    expect(number).toMatch(/^RV\d{14}$/);
    // The simulator confirms it with a dock number after its delay (the detail follows live).
    await expect
      .poll(() => page.getByTestId('reservation-dock').textContent(), { timeout: 30_000 })
      .toMatch(/^D\d+$/);
    expect((await timelineActions(page)).slice(0, 2)).toEqual(['create', 'confirm']);
    await screenshot(page, 'reservation-detail');

    await page.goto(`/order/warehousReserve?reservationNo=${number}`);
    await page.getByTestId(`reservation-${number}`).waitFor();
    expect(await page.getByTestId(`reservation-slot-${number}`).textContent()).toContain(date);

    await switchLanguage(page, 'en');
    await page.goto('/order/warehousReserve?status=COMPLETED');
    await page.getByTestId('reservation-manage-page').waitFor();
    await page.getByText('Inbound reservations').first().waitFor();
    const tags = page.locator('[data-testid^="reservation-status-RV"]');
    await expect.poll(() => tags.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await tags.first().textContent()).toBe('Completed');
    await page.goto(`/order/warehousReserve?reservationNo=${number}`);
    await page.getByTestId(`reservation-${number}`).click();
    await detail.waitFor();
    await page.getByText('Linked inbound orders').first().waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/order/warehousReserveCreat');
    await page.getByTestId('reservation-create-page').waitFor();
    await page.getByText('Warehouse calendar').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'reservation-new-en-390');
    await context.close();
  });
});
