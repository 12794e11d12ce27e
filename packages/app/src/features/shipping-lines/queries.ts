import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ShippingLineDetail,
  ShippingLinePatch,
  ShippingLineStatusAction,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { activeWarehouseKeys, shippingLineKeys, shippingLinesClient } from './api/shipping-lines';

export function useShippingLines() {
  return useQuery({ queryKey: shippingLineKeys.lists(), queryFn: shippingLinesClient.list });
}

export function useShippingLine(id: string) {
  return useQuery({
    queryKey: shippingLineKeys.detail(id),
    queryFn: () => shippingLinesClient.one(id),
  });
}

export function useActiveWarehouses(enabled = true) {
  return useQuery({
    queryKey: activeWarehouseKeys.lists(),
    queryFn: shippingLinesClient.activeWarehouses,
    enabled,
  });
}

/** A saved section hands back the whole line: the detail shows it, the list is asked again. */
function afterLineSave(id: string) {
  return (queryClient: QueryClient, line: ShippingLineDetail) => {
    queryClient.setQueryData(shippingLineKeys.detail(id), line);
    return queryClient.invalidateQueries({ queryKey: shippingLineKeys.lists() });
  };
}

export function usePatchShippingLine(
  id: string,
  options: MutationOptions<ShippingLineDetail, ShippingLinePatch> = {},
) {
  return useSavingMutation(
    (body: ShippingLinePatch) => shippingLinesClient.patch(id, body),
    afterLineSave(id),
    options,
  );
}

export function usePatchShippingLineDisplay(
  id: string,
  options: MutationOptions<ShippingLineDetail, FormData> = {},
) {
  return useSavingMutation(
    (body: FormData) => shippingLinesClient.patchDisplay(id, body),
    afterLineSave(id),
    options,
  );
}

/**
 * The status menu's change. Suspend and reactivate ask for the line again (spec 4: it reloads);
 * after a delete only the list is asked again.
 */
export function useChangeShippingLineStatus(
  id: string,
  options: MutationOptions<ShippingLineDetail, ShippingLineStatusAction> = {},
) {
  return useSavingMutation(
    (status: ShippingLineStatusAction) =>
      shippingLinesClient.patch(id, { field: 'status', payload: { status } }),
    async (queryClient, line, status) => {
      // A deleted line is not asked for again: the page leaves for the list.
      if (status === 'delete') queryClient.setQueryData(shippingLineKeys.detail(id), line);
      else await queryClient.invalidateQueries({ queryKey: shippingLineKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: shippingLineKeys.lists() });
    },
    options,
  );
}
