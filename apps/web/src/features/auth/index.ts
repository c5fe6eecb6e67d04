// The auth feature's public face: other features and the app shell import only from here.
export { authKeys, currentUserQueryOptions } from './api';
export { loginPath, safeRedirect } from './redirect';
