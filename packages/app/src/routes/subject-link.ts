import type { NotificationSubject, NotificationSubjectType } from '@jiyun/domain';
import { urls } from './urls';

/**
 * Where a notification's subject opens: each its own page. An order and a return are named by
 * their uuid, a settlement by its statement number (S2600011), as their detail addresses are.
 */
export function subjectLink(subject: NotificationSubject): string | null {
  switch (subject.type) {
    case 'warehouse':
      return urls.warehouses.inventory(subject.id);
    case 'parcel':
      return subject.warehouse_id === null
        ? null
        : urls.warehouses.parcel(subject.warehouse_id, subject.id);
    case 'shipping_line':
      return urls.shippingLines.detail(subject.id);
    case 'order':
      return urls.orders.detail(subject.id);
    case 'return':
      return urls.returns.detail(subject.id);
    case 'settlement':
      return urls.billing.settlement(subject.id);
    default:
      // A subject type newer than this app: the notification still shows, without a link.
      return null;
  }
}

/** The i18n key of the link's text ("查看包裹" / "Open parcel"). */
export function subjectLinkKey(type: NotificationSubjectType) {
  return `subject.${type}` as const;
}
