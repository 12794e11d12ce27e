import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../session/actions';
import { readApiFailure } from './api-error';
import { reportIfUnavailable } from './availability';

/** 4xx answers will not change by asking again; network blips and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status } = readApiFailure(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  // A server that cannot reach its database says so once, whatever the page (AppLayout).
  queryCache: new QueryCache({ onError: (error) => reportIfUnavailable(error) }),
  mutationCache: new MutationCache({ onError: (error) => reportIfUnavailable(error) }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// What was fetched for one user must never show for the next.
onSessionEnd(() => queryClient.clear());
