import type { NotificationSubject, NotificationSubjectType } from '@jiyun/domain';
import { urls } from './urls';

/**
 * Where a notification's subject opens. A return opens its detail (its id is the return's uuid,
 * the detail's address); orders and settlements open their area's list.
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
      return urls.orders.list();
    case 'return':
      return urls.returns.detail(subject.id);
    case 'settlement':
      return urls.billing.overview();
    default:
      // A subject type newer than this app: the notification still shows, without a link.
      return null;
  }
}

/** The i18n key of the link's text ("查看包裹" / "Open parcel"). */
export function subjectLinkKey(type: NotificationSubjectType) {
  return `subject.${type}` as const;
}
