import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { ORDER_CSV_FILE_NAME } from '@jiyun/domain';
import type {
  CheckPriceRequest,
  Order,
  OrderExportQuery,
  OrderListQuery,
  OrderParcel,
  OrderReceiverPatch,
  OrderTrackingPatch,
  PriceQuote,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { saveFile } from '../../lib/save-file';
import { orderKeys, orderParcelsKey, ordersClient } from './api/orders';

export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => ordersClient.page(query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => ordersClient.one(orderId),
    // A missing order is not asked for again: the page leaves for the list.
    retry: false,
  });
}

export function useOrderParcels(orderId: string) {
  return useQuery({
    queryKey: orderParcelsKey(orderId),
    queryFn: () => ordersClient.parcels(orderId),
  });
}

/**
 * A change hands back the whole order: the detail shows it; the list (status, tracking number)
 * and the parcels (a cancel moves them back to the warehouse) are asked again.
 */
function afterOrderSave(orderId: string) {
  return async (queryClient: QueryClient, order: Order) => {
    queryClient.setQueryData(orderKeys.detail(orderId), order);
    // A first load of the parcels still on its way was asked before the change: invalidating
    // would wait for it (a query without data is not refetched while it fetches), so it is
    // cancelled and asked again.
    await queryClient.cancelQueries({ queryKey: orderParcelsKey(orderId) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: orderParcelsKey(orderId) }),
      // The warehouse inventory shows the parcels' new status and shelf.
      queryClient.invalidateQueries({ queryKey: ['parcels'] }),
    ]);
  };
}

export function useUpdateOrder(
  orderId: string,
  options: MutationOptions<Order, OrderReceiverPatch | OrderTrackingPatch> = {},
) {
  return useSavingMutation(
    (body: OrderReceiverPatch | OrderTrackingPatch) => ordersClient.update(orderId, body),
    afterOrderSave(orderId),
    options,
  );
}

/** A quote for the package as measured: nothing is saved, so nothing is asked again. */
export function useCheckPrice(
  orderId: string,
  options: Omit<MutationOptions<PriceQuote, CheckPriceRequest>, 'mutationFn'> = {},
) {
  return useMutation({
    ...options,
    mutationFn: (body: CheckPriceRequest) => ordersClient.checkPrice(orderId, body),
  });
}

/** Packs or repacks the order (multipart, `packFormData`); the detail shows it packed. */
export function usePackOrder(orderId: string, options: MutationOptions<Order, FormData> = {}) {
  return useSavingMutation(
    (body: FormData) => ordersClient.pack(orderId, body),
    afterOrderSave(orderId),
    options,
  );
}

export function useCancelOrder(orderId: string, options: MutationOptions<Order, void> = {}) {
  return useSavingMutation(() => ordersClient.cancel(orderId), afterOrderSave(orderId), options);
}

export function useReturnParcel(
  orderId: string,
  options: MutationOptions<OrderParcel[], number> = {},
) {
  return useSavingMutation(
    (parcelId: number) => ordersClient.returnParcel(orderId, parcelId),
    async (queryClient, parcels) => {
      queryClient.setQueryData(orderParcelsKey(orderId), parcels);
      await Promise.all([
        // The order's declared value changes with its parcels.
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true }),
        queryClient.invalidateQueries({ queryKey: ['parcels'] }),
      ]);
    },
    options,
  );
}

/** Downloads export.csv of the query's orders; a read, so nothing in the cache changes. */
export function useExportOrders(options: MutationOptions<void, OrderExportQuery> = {}) {
  return useMutation({
    ...options,
    mutationFn: async (query: OrderExportQuery) => {
      saveFile(await ordersClient.exportCsv(query), ORDER_CSV_FILE_NAME);
    },
  });
}
