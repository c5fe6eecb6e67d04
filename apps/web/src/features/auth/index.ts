// The auth feature's public face: other features and the app shell import only from here.
export { authKeys, currentUserQueryOptions } from './api';
export { refreshPermissionsOnForbidden } from './permission-refresh';
export { loginPath, safeRedirect } from './redirect';
