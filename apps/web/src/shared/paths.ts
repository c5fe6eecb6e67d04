// The portal's own routes live in contracts (the server serves index.html for them too).
export { PATHS, PUBLIC_PATHS } from '@oms/contracts';

/** The search parameter that opens a list page's "New" dialog (`?create=1`: the home's quick actions). */
export const CREATE_PARAM = 'create';
/** A list page's address that opens its "New" dialog. */
export const createPathOf = (listPath: string) => `${listPath}?${CREATE_PARAM}=1`;
