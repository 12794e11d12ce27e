import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  LocationProvince,
  Operator,
  Parcel,
  ParcelCreateRequest,
  ParcelListQuery,
  ParcelUpdateRequest,
  Warehouse,
  WarehouseShippingLine,
} from '@jiyun/domain';
import { api } from '../../api/client';
import { queryKeysFor } from '../../api/query-keys';

export const warehouseKeys = queryKeysFor('warehouses');
export const parcelKeys = queryKeysFor('parcels');
export const operatorKeys = queryKeysFor('warehouse-operators');
export const warehouseShippingLineKeys = queryKeysFor('warehouse-shipping-lines');
export const locationKeys = queryKeysFor('locations');

// Query strings repeat a key for a list (`status=stored&status=error`), as the API reads them.
function queryString(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

export function useWarehouses() {
  return useQuery({
    queryKey: warehouseKeys.lists(),
    queryFn: async () =>
      (await api.get<ListResponse<Warehouse>>('/merchants/warehouses')).data.data,
  });
}

export function useWarehouse(id: string) {
  return useQuery({
    queryKey: warehouseKeys.detail(id),
    queryFn: async () =>
      (await api.get<ItemResponse<Warehouse>>(`/merchants/warehouses/${encodeURIComponent(id)}`))
        .data.data,
  });
}

export function useOperators(enabled = true) {
  return useQuery({
    queryKey: operatorKeys.lists(),
    queryFn: async () =>
      (await api.get<ListResponse<Operator>>('/merchants/warehouses/operators')).data.data,
    enabled,
  });
}

/** Provinces (with their cities) of one country; nothing is asked before a country is chosen. */
export function useLocations(countryCode: string) {
  return useQuery({
    queryKey: locationKeys.list({ country_code: countryCode }),
    queryFn: async () =>
      (
        await api.get<ListResponse<LocationProvince>>('/merchants/locations', {
          params: { country_code: countryCode },
        })
      ).data.data,
    enabled: countryCode !== '',
    // Provinces and cities do not change while a form is open.
    staleTime: Infinity,
  });
}

export function useWarehouseShippingLines(warehouseId: string) {
  return useQuery({
    queryKey: warehouseShippingLineKeys.list({ warehouse_id: warehouseId }),
    queryFn: async () =>
      (
        await api.get<ListResponse<WarehouseShippingLine>>('/merchants/warehouses/shipping-lines', {
          params: { warehouse_id: warehouseId },
        })
      ).data.data,
  });
}

export function useParcels(warehouseId: string, query: ParcelListQuery) {
  return useQuery({
    queryKey: parcelKeys.list({ warehouseId, ...query }),
    queryFn: async () =>
      (
        await api.get<ListResponse<Parcel>>(
          `/merchants/warehouses/${encodeURIComponent(warehouseId)}/parcels`,
          { params: queryString(query) },
        )
      ).data,
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useParcel(warehouseId: string, parcelId: string | null) {
  return useQuery({
    queryKey: parcelKeys.detail(`${warehouseId}/${parcelId ?? ''}`),
    queryFn: async () =>
      (
        await api.get<ItemResponse<Parcel>>(
          `/merchants/warehouses/${encodeURIComponent(warehouseId)}/parcels/${encodeURIComponent(parcelId ?? '')}`,
        )
      ).data.data,
    enabled: parcelId !== null,
  });
}

type MutationOptions<Data, Variables> = Omit<
  UseMutationOptions<Data, Error, Variables>,
  'mutationFn'
>;

export function useCreateWarehouse(options: MutationOptions<Warehouse, FormData> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: FormData) =>
      (await api.post<ItemResponse<Warehouse>>('/merchants/warehouses', body)).data.data,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}

export function useUpdateWarehouse(id: string, options: MutationOptions<Warehouse, FormData> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: FormData) =>
      (
        await api.patch<ItemResponse<Warehouse>>(
          `/merchants/warehouses/${encodeURIComponent(id)}`,
          body,
        )
      ).data.data,
    onSuccess: async (...args) => {
      queryClient.setQueryData(warehouseKeys.detail(id), args[0]);
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}

export function useCreateParcel(
  warehouseId: string,
  options: MutationOptions<Parcel, Partial<ParcelCreateRequest>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: Partial<ParcelCreateRequest>) =>
      (
        await api.post<ItemResponse<Parcel>>(
          `/merchants/warehouses/${encodeURIComponent(warehouseId)}/parcels`,
          body,
        )
      ).data.data,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: parcelKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}

export function useUpdateParcel(
  warehouseId: string,
  parcelId: string,
  options: MutationOptions<Parcel, ParcelUpdateRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: ParcelUpdateRequest) =>
      (
        await api.patch<ItemResponse<Parcel>>(
          `/merchants/warehouses/${encodeURIComponent(warehouseId)}/parcels/${encodeURIComponent(parcelId)}`,
          body,
        )
      ).data.data,
    onSuccess: async (...args) => {
      queryClient.setQueryData(parcelKeys.detail(`${warehouseId}/${parcelId}`), args[0]);
      await queryClient.invalidateQueries({ queryKey: parcelKeys.lists() });
      await options.onSuccess?.(...args);
    },
  });
}
