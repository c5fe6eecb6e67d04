import { useQuery } from '@tanstack/react-query';
import { certificationEndpoints, TODO_TYPE, type Certification } from '@oms/contracts';
import { defineDomain, useChangeInto } from '@/shared/api/domain';
import { useSession } from '@/shared/stores/session-store';

// Every /api/certification/* call (all POST), its query key and its hook.

/** The warehouse's decision arrives as a live notice of related type 5, which refreshes all of it. */
const certification = defineDomain('certification', certificationEndpoints, {
  live: [TODO_TYPE.certification],
});
export const certificationKeys = certification.keys;

export const certificationApi = certification.calls;

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
