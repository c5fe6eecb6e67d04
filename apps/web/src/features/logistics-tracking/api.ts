import { useMutation } from '@tanstack/react-query';
import { logisticsTrackingEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';

// Logistics tracking's one call: the parcels of up to 50 pasted numbers (it changes nothing).

const tracking = callers(logisticsTrackingEndpoints);

export const useTrackingLookup = () =>
  useMutation({ mutationFn: (numbers: string) => tracking.lookup({ numbers }) });
