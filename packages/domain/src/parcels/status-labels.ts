import type { ParcelStatus } from './types.js';

/**
 * The parcel statuses as merchants read them, in both languages. The app's `warehouses`
 * translations show the same words (a test there keeps them equal); the inventory search needs
 * them on the server too, because a merchant types what the page shows, not the API's key.
 */
export const PARCEL_STATUS_LABELS: Readonly<
  Record<ParcelStatus, { readonly en: string; readonly zhHans: string }>
> = {
  pending: { en: 'Pending Inbound', zhHans: '待入库' },
  stored: { en: 'In Stock', zhHans: '在库' },
  packed: { en: 'Dispatched', zhHans: '已出库' },
  returned: { en: 'Returned', zhHans: '已退回' },
  return_processing: { en: 'Return Processing', zhHans: '退货处理中' },
  error: { en: 'Exception', zhHans: '异常' },
  restored: { en: 'Restored', zhHans: '已恢复' },
};
