import {
  apiPath,
  apiPaths,
  type Parcel,
  type ParcelCreateRequest,
  type ParcelListQuery,
  type ParcelUpdateRequest,
} from '@jiyun/domain';
import { getFile } from '../../../api/get-file';
import { getItem, getPage, listParams, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const parcelKeys = queryKeysFor('parcels');

/** The detail key of one parcel: parcel ids are unique per warehouse only. */
export const parcelDetailKey = (warehouseId: string, parcelId: string) =>
  parcelKeys.detail(`${warehouseId}/${parcelId}`);

/** A warehouse's parcel inventory. */
export const parcelsClient = {
  page: (warehouseId: string, query: ParcelListQuery) =>
    getPage<Parcel>(apiPath(apiPaths.parcels.list, { warehouseId }), {
      params: listParams(query),
    }),
  one: (warehouseId: string, parcelId: string) =>
    getItem<Parcel>(apiPath(apiPaths.parcels.one, { warehouseId, parcelId })),
  create: (warehouseId: string, body: Partial<ParcelCreateRequest>) =>
    sendItem<Parcel>('post', apiPath(apiPaths.parcels.list, { warehouseId }), body),
  update: (warehouseId: string, parcelId: string, body: ParcelUpdateRequest) =>
    sendItem<Parcel>('patch', apiPath(apiPaths.parcels.one, { warehouseId, parcelId }), body),
  /** The parcel's label, a PDF made by the server at the warehouse's label size (ADR 0086). */
  label: (warehouseId: string, parcelId: string) =>
    getFile(apiPath(apiPaths.parcels.label, { warehouseId, parcelId })),
  /** The labels of several parcels of the warehouse, one PDF. */
  labels: (warehouseId: string, parcelIds: readonly number[]) =>
    getFile(apiPath(apiPaths.parcels.labels, { warehouseId }), listParams({ ids: parcelIds })),
};
