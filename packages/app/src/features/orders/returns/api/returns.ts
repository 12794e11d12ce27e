import {
  apiPath,
  apiPaths,
  type ListResponse,
  type ReturnListItem,
  type ReturnListQuery,
  type ReturnOrder,
  type ReturnReceiverPatch,
  type ReturnTrackingPatch,
} from '@jiyun/domain';
import { getItem, getPage, listParams, sendItem } from '../../../../api/http';
import { queryKeysFor } from '../../../../api/query-keys';

export const returnKeys = queryKeysFor('returns');

/** The company's return orders (spec 7, the contract's README). */
export const returnsClient = {
  page: (query: ReturnListQuery): Promise<ListResponse<ReturnListItem>> =>
    getPage<ReturnListItem>(apiPaths.returns.list, { params: listParams(query) }),
  one: (returnId: string) => getItem<ReturnOrder>(apiPath(apiPaths.returns.one, { returnId })),
  update: (returnId: string, body: ReturnReceiverPatch | ReturnTrackingPatch) =>
    sendItem<ReturnOrder>('patch', apiPath(apiPaths.returns.one, { returnId }), body),
  /** Packing: the measures, the price and the photos as multipart (`returnPackingFormData`). */
  pack: (returnId: string, body: FormData) =>
    sendItem<ReturnOrder>('patch', apiPath(apiPaths.returns.one, { returnId }), body),
  cancel: (returnId: string) =>
    sendItem<ReturnOrder>('patch', apiPath(apiPaths.returns.cancel, { returnId })),
};
