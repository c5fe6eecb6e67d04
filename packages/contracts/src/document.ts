import type { Bilingual } from './fields';
import type { Language } from './limits';
import { definePage, type Action, type PageDefinition } from './page';
import type { StateMachine } from './state-machine';
import type { TodoTypeNumber } from './todo-types';

// A document's descriptor (issue 23 §2): what the portal knows of a document type in one place: its
// page and action codes, its list and detail routes, the to-do type its moves raise, its state
// machine, its statuses' names and tag colours, its export kind, file module and entity name. The
// menus and the to-dos' targets (contracts), the server's document kernel (moves, notices, records)
// and the web's paths and status tags all read it, so a new document is described once.

/** The tag colours a status takes (antd's preset and status colours). */
export type StatusColor =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'blue'
  | 'cyan'
  | 'geekblue'
  | 'gold'
  | 'purple';

/** The colours of a document the warehouse reviews: waiting, passed, rejected, withdrawn. */
export const DECISION_COLORS = {
  PENDING_REVIEW: 'processing',
  PASSED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
} as const satisfies Record<string, StatusColor>;

/** A route of the document under its menu group, and its name there. */
export type DocumentRoute = Bilingual & { path: string };

type DocumentInput<C extends string, A extends Action, S extends string, M extends string> = {
  /** The entity name of its operation records, to-dos and attachments (`inbound-orders`). */
  entity: string;
  page: {
    code: C;
    actions: readonly A[];
    /** The menu group's path (`/order`). */
    group: string;
    list: DocumentRoute;
    detail?: DocumentRoute;
    /** Further routes that open from the list (a creation page), hidden from the menu. */
    more?: readonly DocumentRoute[];
  };
  /** The to-do related type its moves raise, and that type's name. */
  todo: Bilingual & {
    type: TodoTypeNumber;
    /** The list reads `?status=` (false: one page per company, the to-do opens it as it is). */
    withStatus: boolean;
  };
  statuses: { readonly [K in S]: Bilingual };
  colors: { readonly [K in S]: StatusColor };
  /** Its states and who moves it between them (the server enforces it, the buttons read it). */
  machine: StateMachine<S, M>;
  /** The kind of its list export, and the file module its exports and uploads belong to. */
  exportKind?: string;
  fileModule?: string;
};

export type DocumentDescriptor<
  C extends string = string,
  A extends Action = Action,
  S extends string = string,
  M extends string = string,
> = DocumentInput<C, A, S, M> & {
  readonly definition: PageDefinition<C, A>;
  /** The page's action codes by action. */
  readonly codes: PageDefinition<C, A>['codes'];
  /** The list's route (`/order/warehousManage`). */
  readonly listPath: string;
  /** The detail route of one document (`/order/warehousDetail?id=7`); the list's when it has none. */
  readonly detailPath: (id: string | number) => string;
  /** Where a to-do of the document leads for a status. */
  readonly todoTarget: (status: string) => string;
  statusText(status: S, language: Language): string;
};

export const defineDocument = <
  const C extends string,
  const A extends Action,
  const S extends string,
  const M extends string,
>(
  input: DocumentInput<C, A, S, M>,
): DocumentDescriptor<C, A, S, M> => {
  const definition = definePage(input.page.code, input.page.actions);
  const route = (r: DocumentRoute) => `${input.page.group}/${r.path}`;
  const listPath = route(input.page.list);
  const detail = input.page.detail;
  return {
    ...input,
    definition,
    codes: definition.codes,
    listPath,
    detailPath: (id) => (detail ? `${route(detail)}?id=${encodeURIComponent(String(id))}` : listPath),
    todoTarget: (status) =>
      input.todo.withStatus ? `${listPath}?status=${encodeURIComponent(status)}` : listPath,
    statusText: (status, language) => input.statuses[status][language],
  };
};

/** The colours of a reviewed record's audit states: not yet sent, under review, passed, rejected. */
export const REVIEW_COLORS = {
  TO_BE_SUBMITTED: 'default',
  UNDER_REVIEW: 'processing',
  PASSED: 'success',
  REJECTED: 'error',
} as const satisfies Record<string, StatusColor>;

/** Any described document, as the lists of every document hold them (without its typed codes). */
export type AnyDocument = Omit<DocumentDescriptor, 'definition' | 'codes'> & {
  readonly definition: Pick<PageDefinition, 'code' | 'actions'>;
};
