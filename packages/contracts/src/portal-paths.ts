/**
 * The portal's own routes of specification §2 (protected pages come from the menu tree): the web's
 * router and the server, which serves index.html for them, read them from here.
 */
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
