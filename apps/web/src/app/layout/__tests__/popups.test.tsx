import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import type { Todo } from '@oms/contracts';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const todo = (id: string): Todo => ({
  id,
  relateType: 4,
  relateTypeDesc: '出库单',
  status: '2',
  statusDesc: '待处理',
  title: `待办 ${id}`,
  documentNo: `DOC-${id}`,
  createdAt: '2026-03-01T08:00:00.000Z',
});
const NOTICE = { id: '12', title: '新功能上线', content: '<p>支持批量出库</p>' };

/** The shell's answers: these to-dos and notice (a handler reads them at each call). */
const serve = (data: { todos: Todo[]; notice?: typeof NOTICE | null }) =>
  fakeApi({
    'homepage/todoList': () => ({ data: data.todos }),
    'homepage/bottomNotice': () => ({ data: data.notice ?? null }),
    'homepage/insertAnnouncementReadRecord': () => ({ data: null }),
  });

/** A new page load in the same browser session: the app mounts again, session storage stays. */
const reload = async (path = '/dashboard/home') => {
  cleanup();
  renderLayout(path);
  await screen.findByTestId('sidebar');
};

/** Lets the to-dos and the notice load, so that what is absent is absent for good. */
const settled = async (api: ReturnType<typeof serve>) => {
  await waitFor(() => expect(api.callsTo('homepage/todoList').length).toBeGreaterThan(0));
  await waitFor(() => expect(api.callsTo('homepage/bottomNotice').length).toBeGreaterThan(0));
  await act(() => new Promise((r) => setTimeout(r, 50)));
};

describe('the corner popups: once per session, collapsible, never over a dialog', () => {
  beforeEach(() => signedIn());
  afterEach(() => {
    Modal.destroyAll();
    vi.unstubAllGlobals();
    window.innerWidth = 1024;
  });

  it('opens once per session: after a reload (or a language switch) both come back as pills', async () => {
    const api = serve({ todos: [todo('1'), todo('2'), todo('3')], notice: NOTICE });
    renderLayout();
    expect(await screen.findByTestId('todo-popup')).toBeInTheDocument();
    expect(await screen.findByTestId('right-notice')).toBeInTheDocument();

    await reload();
    await settled(api);
    expect(await screen.findByTestId('todo-popup-pill')).toHaveTextContent('待办 3');
    expect(await screen.findByTestId('right-notice-pill')).toHaveTextContent('通知');
    expect(screen.queryByTestId('todo-popup')).toBeNull();
    expect(screen.queryByTestId('right-notice')).toBeNull();
  });

  it('collapses to a pill with the count, opens again from it, and stays collapsed after a reload', async () => {
    serve({ todos: [todo('1'), todo('2'), todo('3')] });
    renderLayout();
    fireEvent.click(await screen.findByTestId('todo-popup-collapse'));
    const pill = await screen.findByTestId('todo-popup-pill');
    expect(pill).toHaveTextContent('待办 3');
    expect(screen.queryByTestId('todo-popup')).toBeNull();
    fireEvent.click(pill);
    expect(await screen.findByTestId('todo-popup')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('todo-popup-collapse'));
    await screen.findByTestId('todo-popup-pill');

    await reload();
    expect(await screen.findByTestId('todo-popup-pill')).toHaveTextContent('待办 3');
    expect(screen.queryByTestId('todo-popup')).toBeNull();
  });

  it('stays closed for the session until a to-do or notice it never showed arrives', async () => {
    const data = { todos: [todo('1'), todo('2')], notice: NOTICE as typeof NOTICE | null };
    const api = serve(data);
    renderLayout();
    fireEvent.click(await screen.findByTestId('todo-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('todo-popup')).toBeNull());

    await reload();
    await settled(api);
    expect(screen.queryByTestId('todo-popup')).toBeNull();
    expect(screen.queryByTestId('todo-popup-pill')).toBeNull();
    // The same to-dos in another order, or fewer of them, are nothing new.
    data.todos = [todo('2')];
    await reload();
    await settled(api);
    expect(screen.queryByTestId('todo-popup')).toBeNull();

    data.todos = [todo('7'), todo('2')];
    await reload();
    expect(await screen.findByTestId('todo-popup')).toBeInTheDocument();

    // A new notice opens its popup again too (the one already shown comes back as its pill).
    await screen.findByTestId('right-notice-pill');
    data.notice = { ...NOTICE, id: '13', title: '仓库搬迁' };
    await reload();
    expect(await screen.findByTestId('right-notice')).toHaveAttribute('data-id', '13');
  });

  it('hides while a dialog or drawer is open, and shows again when it closes', async () => {
    serve({ todos: [todo('1')], notice: NOTICE });
    renderLayout();
    await screen.findByTestId('todo-popup');
    await screen.findByTestId('right-notice');
    const layer = screen.getByTestId('popup-layer');
    expect(layer).toHaveAttribute('data-hidden', 'false');

    // Without motion: jsdom runs no animation, so a closing one would never end.
    const still = { transitionName: '', maskTransitionName: '' };
    act(() => void Modal.confirm({ title: 'Sure?', content: 'Really', ...still }));
    await waitFor(() => expect(layer).toHaveAttribute('data-hidden', 'true'));
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveAttribute('inert');
    act(() => Modal.destroyAll());
    await waitFor(() => expect(layer).toHaveAttribute('data-hidden', 'false'));

    // A drawer the same way (the user menu's "my account").
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('my-account'));
    await waitFor(() => expect(layer).toHaveAttribute('data-hidden', 'true'));
  });

  it('starts as pills at the bottom on a narrow screen', async () => {
    window.innerWidth = 390;
    serve({ todos: [todo('1'), todo('2')], notice: NOTICE });
    renderLayout();
    expect(await screen.findByTestId('todo-popup-pill')).toHaveTextContent('待办 2');
    expect(await screen.findByTestId('right-notice-pill')).toBeInTheDocument();
    expect(screen.queryByTestId('todo-popup')).toBeNull();
    expect(screen.queryByTestId('right-notice')).toBeNull();
    expect(screen.getByTestId('popup-layer')).toHaveAttribute('data-mobile', 'true');
  });
});
