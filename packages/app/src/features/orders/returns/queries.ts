import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ReturnListQuery,
  ReturnOrder,
  ReturnReceiverPatch,
  ReturnTrackingPatch,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../../api/mutations';
import { returnKeys, returnsClient } from './api/returns';

export function useReturns(query: ReturnListQuery) {
  return useQuery({
    queryKey: returnKeys.list(query),
    queryFn: () => returnsClient.page(query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useReturn(returnId: string) {
  return useQuery({
    queryKey: returnKeys.detail(returnId),
    queryFn: () => returnsClient.one(returnId),
    enabled: returnId !== '',
    // A missing return is not asked for again: the page says so.
    retry: false,
  });
}

/**
 * A change hands back the whole return: the detail shows it; the list (status, tracking number)
 * and the warehouse inventory (the parcel's status and shelf) are asked again.
 */
function afterReturnSave(returnId: string) {
  return async (queryClient: QueryClient, saved: ReturnOrder) => {
    queryClient.setQueryData(returnKeys.detail(returnId), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ['parcels'] }),
    ]);
  };
}

export function useUpdateReturn(
  returnId: string,
  options: MutationOptions<ReturnOrder, ReturnReceiverPatch | ReturnTrackingPatch> = {},
) {
  return useSavingMutation(
    (body: ReturnReceiverPatch | ReturnTrackingPatch) => returnsClient.update(returnId, body),
    afterReturnSave(returnId),
    options,
  );
}

export function usePackReturn(
  returnId: string,
  options: MutationOptions<ReturnOrder, FormData> = {},
) {
  return useSavingMutation(
    (body: FormData) => returnsClient.pack(returnId, body),
    afterReturnSave(returnId),
    options,
  );
}

export function useCancelReturn(
  returnId: string,
  options: MutationOptions<ReturnOrder, void> = {},
) {
  return useSavingMutation(
    () => returnsClient.cancel(returnId),
    afterReturnSave(returnId),
    options,
  );
}
