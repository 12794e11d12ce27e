/** The kinds of record whose status a tag can show. */
export type StatusKind =
  'order' | 'return' | 'parcel' | 'warehouse' | 'shippingLine' | 'settlement';

/** What a status means to the merchant, and so its colour. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusInfo {
  /** Colour and meaning. */
  tone: StatusTone;
  /** English label. */
  label: string;
}

type StatusTable = Record<string, StatusInfo>;

const orderStatuses: StatusTable = {
  unpacked: { tone: 'warning', label: 'Unpacked' },
  packed: { tone: 'info', label: 'Packed' },
  paid: { tone: 'info', label: 'Paid' },
  shipped: { tone: 'info', label: 'Shipped' },
  delivered: { tone: 'success', label: 'Delivered' },
  completed: { tone: 'success', label: 'Completed' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
};

/** Every known status of every kind, with its tone and English label. */
export const statusTable: Record<StatusKind, StatusTable> = {
  order: orderStatuses,
  return: orderStatuses,
  parcel: {
    pending: { tone: 'warning', label: 'Pending Inbound' },
    stored: { tone: 'success', label: 'In Stock' },
    packed: { tone: 'info', label: 'Packed' },
    returned: { tone: 'neutral', label: 'Returned' },
    return_processing: { tone: 'warning', label: 'Return Processing' },
    error: { tone: 'danger', label: 'Exception' },
    restored: { tone: 'info', label: 'Restored' },
  },
  warehouse: {
    active: { tone: 'success', label: 'Active' },
    suspended: { tone: 'danger', label: 'Suspended' },
    inactive: { tone: 'neutral', label: 'Inactive' },
    pending: { tone: 'warning', label: 'Pending' },
  },
  shippingLine: {
    active: { tone: 'success', label: 'Active' },
    suspended: { tone: 'warning', label: 'Suspended' },
    pending: { tone: 'info', label: 'Pending Approval' },
    deleted: { tone: 'danger', label: 'Deleted' },
  },
  settlement: {
    unconfirmed: { tone: 'warning', label: 'Unconfirmed' },
    under_review: { tone: 'info', label: 'Under Review' },
    approved: { tone: 'success', label: 'Approved' },
    rejected: { tone: 'danger', label: 'Rejected' },
  },
};

/** Tone and English label of a status; an unknown status is neutral and shown as it is. */
export function statusInfo(kind: StatusKind, status: string): StatusInfo {
  return (
    (Object.hasOwn(statusTable[kind], status) ? statusTable[kind][status] : undefined) ?? {
      tone: 'neutral',
      label: status,
    }
  );
}
