import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { authKeys } from '@/features/auth';

// Every /api/roles/* call (all POST), its query key and its hook.

export const roleKeys = createQueryKeys('roles');
/** The account list shows role names: a renamed or deleted role refreshes it. */
const accountKeys = createQueryKeys('sub-accounts');

const calls = callers(rolesEndpoints);
export const rolesApi = {
  ...calls,
  detail: (id: string) => calls.detail({ id }),
  delete: (ids: string[]) => calls.delete({ ids }),
};

export const useRoleDetail = (id: string | null) =>
  useQuery({ queryKey: roleKeys.detail(id), queryFn: () => rolesApi.detail(id!), enabled: id !== null });

/**
 * A change refreshes the domain (lists, details, the account form's options), the account list, and
 * the user's own menus and codes (the server applies a role change to the holder's next call).
 */
const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (body: T) => call(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.current(token) }),
      ]),
  });
};

export const useCreateRole = () => useChange(rolesApi.create);
export const useUpdateRole = () => useChange(rolesApi.update);
export const useDeleteRoles = () => useChange(rolesApi.delete);
