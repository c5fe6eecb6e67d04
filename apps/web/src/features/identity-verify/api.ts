import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { certificationEndpoints, type Certification } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { useChangeInto } from '@/shared/api/domain';
import { createQueryKeys } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { useLiveStore } from '@/shared/ws/live-store';

// Every /api/certification/* call (all POST), its query key and its hook.

export const certificationKeys = createQueryKeys('certification');

export const certificationApi = callers(certificationEndpoints);

/** The company's certification (OMS_CLIENTVERIFY:view). Keyed by company: a new sign-in never sees the last one's. */
export const useCertification = () => {
  const companyId = useSession((s) => s.companyId);
  return useQuery({ queryKey: certificationKeys.detail(companyId), queryFn: () => certificationApi.get() });
};

/** The state alone, for any signed-in user (the gate of pages that need a passed certification). */
export const useCertificationState = () => {
  const companyId = useSession((s) => s.companyId);
  return useQuery({
    queryKey: certificationKeys.extra('state', companyId),
    queryFn: () => certificationApi.state(),
    enabled: companyId !== null,
  });
};

/** A save or submit answers the stored certification: it goes straight into the cache. */
const useChange = <T>(call: (body: T) => Promise<Certification>) =>
  useChangeInto(call, certificationKeys.detail(useSession((s) => s.companyId)), certificationKeys.all);

export const useSaveCertification = () => useChange(certificationApi.save);
export const useSubmitCertification = () => useChange(certificationApi.submit);

/**
 * Refetches the domain when a live notice of `relateType` arrives (the warehouse decided), so an open
 * page shows the new state without a reload.
 */
export const useRefreshOnNotice = (relateType: number, keys: readonly unknown[]) => {
  const queryClient = useQueryClient();
  const notice = useLiveStore((s) => s.lastNotice);
  useEffect(() => {
    if (notice?.relateType === relateType) void queryClient.invalidateQueries({ queryKey: keys });
    // `keys` is a constant of the domain's factory.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice, relateType, queryClient]);
};
