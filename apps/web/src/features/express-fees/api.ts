import { useMutation, useQuery } from '@tanstack/react-query';
import { expressFeesEndpoints, type TrialRequestIn } from '@oms/contracts';
import { callers } from '@/shared/api/call';

// The fee trial's two calls: the warehouses it offers, and the pricing of a parcel (changes nothing).

const expressFees = callers(expressFeesEndpoints);

export const useTrialOptions = () =>
  useQuery({
    queryKey: ['express-fees', 'options'],
    queryFn: () => expressFees.options(),
    staleTime: 300_000,
  });

export const useTrial = () => useMutation({ mutationFn: (body: TrialRequestIn) => expressFees.trial(body) });
