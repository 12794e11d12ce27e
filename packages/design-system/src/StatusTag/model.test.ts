import { describe, expect, it } from 'vitest';
import { statusInfo, statusTable } from './model';
import type { StatusKind, StatusTone } from './model';

const specStatuses: Record<StatusKind, string[]> = {
  order: ['unpacked', 'packed', 'paid', 'shipped', 'delivered', 'completed', 'cancelled'],
  return: ['unpacked', 'packed', 'paid', 'shipped', 'delivered', 'completed', 'cancelled'],
  parcel: ['pending', 'stored', 'packed', 'returned', 'return_processing', 'error', 'restored'],
  warehouse: ['active', 'suspended', 'inactive', 'pending'],
  shippingLine: ['active', 'suspended', 'pending', 'deleted'],
  settlement: ['unconfirmed', 'under_review', 'approved', 'rejected'],
};

const tones: StatusTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

const every = Object.entries(specStatuses).flatMap(([kind, statuses]) =>
  statuses.map((status) => ({ kind: kind as StatusKind, status })),
);

describe('statusInfo', () => {
  it.each(every)('$kind $status has a tone and an English label', ({ kind, status }) => {
    const info = statusInfo(kind, status);
    expect(tones).toContain(info.tone);
    expect(info.label).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(info.label).not.toBe(status);
  });

  it.each([
    { kind: 'order', status: 'delivered', tone: 'success', label: 'Delivered' },
    { kind: 'order', status: 'unpacked', tone: 'warning', label: 'Unpacked' },
    { kind: 'return', status: 'cancelled', tone: 'neutral', label: 'Cancelled' },
    { kind: 'parcel', status: 'stored', tone: 'success', label: 'In Stock' },
    { kind: 'parcel', status: 'error', tone: 'danger', label: 'Exception' },
    { kind: 'warehouse', status: 'suspended', tone: 'danger', label: 'Suspended' },
    { kind: 'shippingLine', status: 'pending', tone: 'info', label: 'Pending Approval' },
    { kind: 'settlement', status: 'rejected', tone: 'danger', label: 'Rejected' },
  ] as const)('$kind $status → $tone "$label"', ({ kind, status, tone, label }) => {
    expect(statusInfo(kind, status)).toEqual({ tone, label });
  });

  it.each([
    { kind: 'order', status: 'lost' },
    { kind: 'warehouse', status: 'stored' },
    { kind: 'parcel', status: 'toString' },
    { kind: 'settlement', status: '' },
  ] as const)('unknown $kind "$status" is neutral with the raw text', ({ kind, status }) => {
    expect(statusInfo(kind, status)).toEqual({ tone: 'neutral', label: status });
  });

  it('lists no status the spec does not name', () => {
    for (const [kind, statuses] of Object.entries(specStatuses)) {
      expect(Object.keys(statusTable[kind as StatusKind]).sort()).toEqual([...statuses].sort());
    }
  });
});
