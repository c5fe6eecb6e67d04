import { useSession } from '@/shared/stores/session-store';
import { ROLE_PAGE_KEY, rolePageRequest, rolesEndpoints } from '@oms/contracts';
import { byId, byIds, defineDomain } from '@/shared/api/domain';
import { createQueryKeys } from '@/shared/list-page';
import { authKeys } from '@/features/auth';

// Every /api/roles/* call (all POST), its query key and its hook.

/** The account list shows role names: a renamed or deleted role refreshes it. */
const accountKeys = createQueryKeys('sub-accounts');

/**
 * A change refreshes the domain (lists, details, the account form's options), the account list, and
 * the user's own menus and codes (the server applies a role change to the holder's next call).
 */
const useAlsoRefreshes = () => {
  const token = useSession((s) => s.token);
  return [accountKeys.all, authKeys.current(token)];
};

const roles = defineDomain('roles', rolesEndpoints, { useAlsoRefreshes });
export const roleKeys = roles.keys;
export const rolesApi = {
  ...roles.calls,
  detail: byId(roles.calls.detail),
  delete: byIds(roles.calls.delete),
};
/** The list page's source of rows. */
export const roleList = roles.list(ROLE_PAGE_KEY, rolePageRequest, rolesApi.page);

export const useRoleDetail = (id: string | null) => roles.useDetail(rolesApi.detail, id);
export const useRoleChange = roles.useChange;
