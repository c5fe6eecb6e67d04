import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { expect } from 'vitest';
import type { OperationRecordView } from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';
import { renderRoutes, type Handler } from './render-route';

// What the tests of a feature's pages share beside the renderer and the fake server of render-route.

type SessionFields = Partial<
  Omit<ReturnType<typeof useSession.getState>, 'signIn' | 'setCurrent' | 'setMenuCounts' | 'clear'>
>;

/** Signs the main account of company 3 in with these codes (`extra` overrides any field). */
export const signInAs = (permissions: string[], extra: SessionFields = {}) =>
  useSession.setState({
    token: 't',
    userId: '7',
    tenantId: '1',
    companyId: '3',
    permissions,
    isMain: true,
    ...extra,
  });

/** Renders a feature's routes all at `path` (and opens `initialPath`, by default `path` itself). */
export const renderRoutesAt = (routes: RouteObject[], path: string, initialPath = path) =>
  renderRoutes(
    routes.map((r) => ({ ...r, path })),
    initialPath,
  );

/** Asserts that a feature declares exactly one route, at `path` and behind the page code `code`. */
export const expectGuardedRoute = (routes: RouteObject[], path: string, code: string) =>
  expect(routes).toEqual([expect.objectContaining({ path, handle: { code } })]);

/** The table row holding `text`. */
export const rowOf = (text: string) => {
  const tr = screen.getByText(text).closest('tr');
  if (!tr) throw new Error(`no row ${text}`);
  return tr;
};

/** The texts of the form errors on the screen. */
export const formErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** The error a form shows under the field with this id (undefined: none). */
export const fieldError = (id: string) =>
  document.getElementById(id)?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')
    ?.textContent ?? undefined;

/** A `/page` handler answering every row on one exact page of the size asked for. */
export const pageOf =
  (records: unknown[]): Handler =>
  (body) => ({
    data: {
      records,
      total: records.length,
      totalExact: true,
      current: 1,
      size: (body as { size: number }).size,
    },
  });

/**
 * Opens a feature's page as the main account: signs in with `permissions`, starts the page's fake
 * server, renders its routes at `path` and waits for `ready` (a text of its first row). Answers the
 * fake server.
 */
export const openPage = async <Api>(
  page: { routes: RouteObject[]; path: string; ready: string },
  permissions: string[],
  server: () => Api,
) => {
  signInAs(permissions);
  const api = server();
  renderRoutesAt(page.routes, page.path);
  await screen.findByText(page.ready);
  return api;
};

/**
 * Opens the select with this test id, types `search` if given, and picks the option titled `title`
 * in its own list.
 */
export const pickOption = async (testId: string, title: string, search?: string) => {
  const box = within(screen.getByTestId(testId)).getByRole('combobox');
  await userEvent.click(box);
  if (search) await userEvent.type(box, search);
  const option = await waitFor(() => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    const found = list
      ?.closest('.ant-select-dropdown')
      ?.querySelector(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no option ${title} yet`);
    return found;
  });
  await userEvent.click(option);
};

/** Waits for the element with this id (a form's field or button, once its dialog has opened). */
export const findById = (id: string) =>
  waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id} yet`);
    return el;
  });

/** Asserts that the screen shows none of the `absent` test ids, then each of the `present` ones. */
export const expectTestIds = ({ absent = [], present = [] }: { absent?: string[]; present?: string[] }) => {
  for (const id of absent) expect(screen.queryByTestId(id)).toBeNull();
  for (const id of present) expect(screen.getByTestId(id)).toBeInTheDocument();
};

/**
 * A `/detail` handler answering the row with the id asked for, with a timeline of one record: its
 * creation by acme (into `toState`).
 */
export const detailOf =
  (rows: { id: string; createdAt: string }[], toState: string | null = null): Handler =>
  (body) => {
    const row = rows.find((r) => r.id === (body as { id: string }).id)!;
    const created: OperationRecordView = {
      id: '1',
      actor: 'acme',
      action: 'create',
      fromState: null,
      toState,
      note: null,
      createdAt: row.createdAt,
    };
    return { data: { ...row, operations: [created] } };
  };

/** The codes that open a page for these actions: OMS_SYSTEM, the page's code and `<code>:<action>` each. */
export const pageGrants = (code: string, actions: string[]) => [
  'OMS_SYSTEM',
  code,
  ...actions.map((a) => `${code}:${a}`),
];
