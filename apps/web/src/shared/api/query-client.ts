import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Business failures are answers, not outages: do not retry them.
      retry: (count, error) => !(error instanceof ApiError && error.code > 0) && count < 2,
    },
  },
});
