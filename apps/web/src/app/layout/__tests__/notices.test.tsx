import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Todo } from '@oms/contracts';
import { LOCAL } from '@/shared/lib/storage';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const todo = (id: string, relateType: number, status = '2'): Todo => ({
  id,
  relateType,
  relateTypeDesc: `类型${relateType}`,
  status,
  statusDesc: '待处理',
  title: `待办 ${id}`,
  documentNo: `DOC-${id}`,
  createdAt: '2026-03-01T08:00:00.000Z',
});

/**
 * Closes the notice `testId` (top or right) and waits for it to go; then its read record must have
 * been sent with `announcementType`, and its id kept under `dismissedKey`.
 */
const closeNotice = async (
  api: ReturnType<typeof fakeApi>,
  testId: string,
  { id, announcementType, dismissedKey }: { id: string; announcementType: number; dismissedKey: string },
) => {
  fireEvent.click(within(screen.getByTestId(testId)).getByTestId(`${testId}-close`));
  await waitFor(() => expect(screen.queryByTestId(testId)).toBeNull());
  await waitFor(() =>
    expect(api.bodies('homepage/insertAnnouncementReadRecord')).toEqual([
      { announcementId: id, announcementType },
    ]),
  );
  expect(JSON.parse(localStorage.getItem(dismissedKey)!)).toBe(id);
};

describe('to-do popup and notices', () => {
  beforeEach(() => signedIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows two to-dos and a "more" link to the home page list when there are three', async () => {
    fakeApi({ 'homepage/todoList': () => ({ data: [todo('1', 4), todo('2', 5, '0'), todo('3', 2)] }) });
    const { router } = renderLayout('/basic/productManage');
    const popup = await screen.findByTestId('todo-popup');
    const items = within(popup).getAllByTestId('todo-popup-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('todo-link')).toHaveAttribute(
      'href',
      '/order/outWarehouse?status=2',
    );
    // Type 5 carries no status.
    expect(within(items[1]!).getByTestId('todo-link')).toHaveAttribute(
      'href',
      '/clientCenter/identityVerify',
    );
    fireEvent.click(within(popup).getByTestId('todo-popup-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(router.state.location.hash).toBe('#todo');
  });

  it('has no "more" link with two to-dos, and a type 2 to-do links nowhere', async () => {
    fakeApi({ 'homepage/todoList': () => ({ data: [todo('1', 2), todo('2', 3)] }) });
    renderLayout();
    const popup = await screen.findByTestId('todo-popup');
    expect(within(popup).getAllByTestId('todo-popup-item')).toHaveLength(2);
    expect(within(popup).queryByTestId('todo-popup-more')).toBeNull();
    expect(within(popup).getAllByTestId('todo-link')).toHaveLength(1);
    fireEvent.click(within(popup).getByTestId('todo-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('todo-popup')).toBeNull());
  });

  it('closing the top notice records type 2 and remembers it', async () => {
    const api = fakeApi({
      'homepage/topNotice': () => ({
        data: { id: '11', title: '春节放假', content: '<p>2月1日至7日停止作业</p>' },
      }),
      'homepage/insertAnnouncementReadRecord': () => ({ data: null }),
    });
    renderLayout();
    const notice = await screen.findByTestId('top-notice');
    expect(notice).toHaveTextContent('春节放假：2月1日至7日停止作业');
    await closeNotice(api, 'top-notice', {
      id: '11',
      announcementType: 2,
      dismissedKey: LOCAL.topNoticeDismissed,
    });
  });

  it('keeps the paragraphs and list items of the top notice apart instead of running them together', async () => {
    fakeApi({
      'homepage/topNotice': () => ({
        data: {
          id: '12',
          title: '截单时间',
          content:
            '<p>请在以下时间前提交：</p><ul><li><b>UK</b>：12:00</li><li><b>DE</b>：13:00</li></ul><p>Closed on Dec 25.</p><p>Thanks</p>',
        },
      }),
    });
    renderLayout();
    expect(await screen.findByTestId('top-notice')).toHaveTextContent(
      '截单时间：请在以下时间前提交： UK：12:00 · DE：13:00 · Closed on Dec 25. Thanks',
    );
  });

  it('closing the right notice records type 3 and remembers it; a dismissed one stays hidden', async () => {
    localStorage.setItem(LOCAL.topNoticeDismissed, JSON.stringify('11'));
    const api = fakeApi({
      'homepage/topNotice': () => ({ data: { id: '11', title: 'old', content: '' } }),
      'homepage/bottomNotice': () => ({
        data: { id: '12', title: '新功能上线', content: '<p>支持<b>批量</b>出库</p>' },
      }),
      'homepage/insertAnnouncementReadRecord': () => ({ data: null }),
    });
    renderLayout();
    const notice = await screen.findByTestId('right-notice');
    expect(notice.innerHTML).toContain('<b>批量</b>');
    expect(screen.queryByTestId('top-notice')).toBeNull();
    await closeNotice(api, 'right-notice', {
      id: '12',
      announcementType: 3,
      dismissedKey: LOCAL.rightNoticeDismissed,
    });
  });
});
