import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Todo } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { useLiveStore } from '@/shared/ws/live-store';
import { FakeSocket as FakeWebSocket } from '@/test/fake-socket';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const existing: Todo = {
  id: '1',
  relateType: 3,
  relateTypeDesc: '入库单',
  status: '1',
  statusDesc: '待提交',
  title: 'IN-1',
  documentNo: 'IN-1',
  createdAt: '2026-03-01T08:00:00.000Z',
};

describe('live channel', () => {
  beforeEach(() => {
    signedIn();
    useSession.setState({ token: 'tok' });
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a new to-do once, refreshes menu counts, bumps the refresh flag and notifies with a link', async () => {
    let todos = [existing];
    const api = fakeApi({ 'homepage/todoList': () => ({ data: todos }) });
    const { router } = renderLayout('/basic/productManage');
    await screen.findByTestId('todo-popup');
    const socket = FakeWebSocket.last!;
    expect(socket.url).toMatch(/\/ws\/todoList\?language=zh$/);
    expect(socket.protocols).toEqual(['tok']);
    const countsBefore = api.callsTo('homepage/menuOrderCount').length;
    const tickBefore = useLiveStore.getState().refreshTick;

    const notice = {
      id: '2',
      relateType: 4,
      relateTypeDesc: '出库单',
      status: '3',
      statusDesc: '待确认',
      title: 'OB-2',
    };
    todos = [{ ...notice, documentNo: null, createdAt: '2026-03-02T08:00:00.000Z' }, existing];
    act(() => socket.push(notice));
    act(() => socket.push(notice));

    await waitFor(() => expect(screen.getAllByTestId('todo-popup-item')).toHaveLength(2));
    expect(screen.getAllByTestId('todo-popup-item')[0]).toHaveAttribute('data-id', '2');
    expect(useLiveStore.getState().refreshTick).toBe(tickBefore + 1);
    await waitFor(() => expect(api.callsTo('homepage/menuOrderCount').length).toBe(countsBefore + 1));
    expect(await screen.findByText('新的待办：出库单')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('live-notice-open'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/order/outWarehouse?status=3',
      ),
    );
  });

  it('alerts when the browser has no WebSocket', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({});
    renderLayout();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Browser does not support websocket'));
  });
});

describe('responsive sidebar', () => {
  beforeEach(() => signedIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = 1024;
  });

  it('closes under 992 px, overlays when opened, and follows its cookie again when wide', async () => {
    fakeApi({});
    renderLayout();
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-mobile', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');

    window.innerWidth = 800;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState()).toMatchObject({ mobile: true, sidebarOpened: false });
    expect(screen.queryByTestId('sidebar')).toBeNull();

    fireEvent.click(screen.getByTestId('hamburger'));
    const overlay = await screen.findByTestId('sidebar');
    expect(overlay).toHaveAttribute('data-mobile', 'true');
    expect(within(overlay).getByTestId('sidebar-logo')).toBeInTheDocument();

    window.innerWidth = 1280;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState().mobile).toBe(false);
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-mobile', 'false'));
  });
});
