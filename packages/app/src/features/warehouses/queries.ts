import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Parcel,
  ParcelCreateRequest,
  ParcelListQuery,
  ParcelUpdateRequest,
  Warehouse,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { parcelDetailKey, parcelKeys, parcelsClient } from './api/parcels';
import {
  operatorKeys,
  warehouseKeys,
  warehouseShippingLineKeys,
  warehousesClient,
} from './api/warehouses';

export function useWarehouses() {
  return useQuery({ queryKey: warehouseKeys.lists(), queryFn: warehousesClient.list });
}

export function useWarehouse(id: string) {
  return useQuery({ queryKey: warehouseKeys.detail(id), queryFn: () => warehousesClient.one(id) });
}

export function useOperators(enabled = true) {
  return useQuery({ queryKey: operatorKeys.lists(), queryFn: warehousesClient.operators, enabled });
}

export function useWarehouseShippingLines(warehouseId: string) {
  return useQuery({
    queryKey: warehouseShippingLineKeys.list({ warehouse_id: warehouseId }),
    queryFn: () => warehousesClient.shippingLines(warehouseId),
  });
}

export function useParcels(warehouseId: string, query: ParcelListQuery) {
  return useQuery({
    queryKey: parcelKeys.list({ warehouseId, ...query }),
    queryFn: () => parcelsClient.page(warehouseId, query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useParcel(warehouseId: string, parcelId: string | null) {
  return useQuery({
    queryKey: parcelDetailKey(warehouseId, parcelId ?? ''),
    queryFn: () => parcelsClient.one(warehouseId, parcelId ?? ''),
    enabled: parcelId !== null,
  });
}

export function useCreateWarehouse(options: MutationOptions<Warehouse, FormData> = {}) {
  return useSavingMutation(
    warehousesClient.create,
    (queryClient) => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
    options,
  );
}

export function useUpdateWarehouse(id: string, options: MutationOptions<Warehouse, FormData> = {}) {
  return useSavingMutation(
    (body: FormData) => warehousesClient.update(id, body),
    (queryClient, warehouse) => {
      queryClient.setQueryData(warehouseKeys.detail(id), warehouse);
      return queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
    options,
  );
}

export function useCreateParcel(
  warehouseId: string,
  options: MutationOptions<Parcel, Partial<ParcelCreateRequest>> = {},
) {
  return useSavingMutation(
    (body: Partial<ParcelCreateRequest>) => parcelsClient.create(warehouseId, body),
    (queryClient) => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
    options,
  );
}

export function useUpdateParcel(
  warehouseId: string,
  parcelId: string,
  options: MutationOptions<Parcel, ParcelUpdateRequest> = {},
) {
  return useSavingMutation(
    (body: ParcelUpdateRequest) => parcelsClient.update(warehouseId, parcelId, body),
    (queryClient, parcel) => {
      queryClient.setQueryData(parcelDetailKey(warehouseId, parcelId), parcel);
      return queryClient.invalidateQueries({ queryKey: parcelKeys.lists() });
    },
    options,
  );
}
