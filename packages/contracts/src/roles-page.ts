import { definePage } from './page';

// The roles page's codes, apart from roles.ts: the role editor reads every page's actions from
// permissions.ts, which collects this page too, so the page is declared where permissions can import it.
export const ROLE_CODE = 'OMS_CLIENTROLE';
export const ROLE_PAGE = definePage(ROLE_CODE, ['view', 'create', 'edit', 'delete', 'export']);
export const ROLE_CODES = ROLE_PAGE.codes;
