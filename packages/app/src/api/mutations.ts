import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a page may pass to a mutation hook: everything but the call itself. */
export type MutationOptions<Data, Variables> = Omit<
  UseMutationOptions<Data, Error, Variables>,
  'mutationFn'
>;

/**
 * A write whose success first brings the cache up to date (`afterSave`: invalidate lists, put
 * the answer in the detail), then tells the caller. The caller's options are spread first and
 * its `onSuccess` is called from ours, so a page can never switch the invalidation off by
 * passing its own handler.
 */
export function useSavingMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  afterSave: (queryClient: QueryClient, data: Data, variables: Variables) => unknown,
  options: MutationOptions<Data, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, ...rest) => {
      await afterSave(queryClient, data, variables);
      await options.onSuccess?.(data, variables, ...rest);
    },
  });
}
