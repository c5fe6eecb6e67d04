/** Public routes of specification §2; protected paths come from the contracts' menu tree. */
export const PATHS = {
  login: '/login',
  register: '/register',
  notFound: '/404',
  unauthorized: '/401',
  redirect: '/redirect',
  home: '/dashboard/home',
  templateList: '/templateList',
} as const;

/** Routes that open without a session. */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.notFound,
  PATHS.unauthorized,
  PATHS.templateList,
];

/** The search parameter that opens a list page's "New" dialog (`?create=1`: the home's quick actions). */
export const CREATE_PARAM = 'create';
/** A list page's address that opens its "New" dialog. */
export const createPathOf = (listPath: string) => `${listPath}?${CREATE_PARAM}=1`;
