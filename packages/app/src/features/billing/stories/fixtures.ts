import {
  settlementLineAmounts,
  settlementTotals,
  SETTLEMENT_CURRENCY,
  type BankAccount,
  type BillingOverview,
  type SettlementDetail,
  type SettlementLine,
  type SettlementListItem,
  type SettlementStatus,
} from '@jiyun/domain';

/** A year of monthly statements of the demo company, newest first, in every status. */
const STATUS_CYCLE: SettlementStatus[] = ['unconfirmed', 'rejected', 'under_review', 'approved'];

export const REJECTION_REASON =
  '发票抬头与公司注册名称不一致，请上传加盖公章的发票 (the invoice must carry the registered company name).';

const pad = (n: number) => String(n).padStart(2, '0');

/** Statement `index` (0 = the newest): 30-day cycles ending 2026-11-25. */
export function settlementListItem(index: number, status?: SettlementStatus): SettlementListItem {
  const end = new Date(Date.UTC(2026, 10, 25 - index * 30));
  const start = new Date(end.getTime() - 29 * 86_400_000);
  const day = (date: Date) =>
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const chosen = status ?? (index < 4 ? STATUS_CYCLE[index] : 'approved') ?? 'approved';
  const total = Math.round((18_640.35 - index * 1_237.9) * 100) / 100;
  const { payable_amount } = settlementLineAmounts(total);
  return {
    id: `S${2600012 - index}`,
    cycle_from: day(start),
    cycle_to: day(end),
    total_amount: total,
    payable_amount,
    status: chosen,
    rejection_reason: chosen === 'rejected' ? REJECTION_REASON : null,
  };
}

export const settlementRows: SettlementListItem[] = Array.from({ length: 10 }, (_, index) =>
  settlementListItem(index),
);

/** The overview's answer over some rows: the tiles cover the company (37 statements). */
export function overviewOf(rows: SettlementListItem[], results = rows.length): BillingOverview {
  return {
    total_amount: 412_385.6,
    open_settlements: 3,
    total_settlements: 37,
    outstanding_invoices: 2,
    settlements: rows,
    results,
  };
}

const line = (index: number, kind: SettlementLine['kind'], total: number): SettlementLine => ({
  kind,
  source_id: `9c4e1f2a-7b3d-4e5f-8a9b-${String(index).padStart(12, '0')}`,
  number: kind === 'order' ? `${2600140 + index}` : `R${2600031 + index}`,
  completed_at: `2026-11-${pad(3 + index * 2)}T08:20:00.000Z`,
  ...settlementLineAmounts(total),
});

/** A statement's detail: itemised orders and returns that add up, and its documents. */
export function settlementDetail(status: SettlementStatus): SettlementDetail {
  const lines = [
    line(0, 'order', 268.4),
    line(1, 'order', 1_045.75),
    line(2, 'return', 46.8),
    line(3, 'order', 389.1),
    line(4, 'order', 77.35),
  ];
  const totals = settlementTotals(lines);
  const withDocuments = status === 'under_review' || status === 'approved' || status === 'rejected';
  return {
    ...settlementListItem(0, status),
    ...totals,
    currency: SETTLEMENT_CURRENCY,
    created_at: '2026-11-26T00:05:00.000Z',
    submitted_at: withDocuments ? '2026-11-26T06:40:00.000Z' : null,
    reviewed_at: status === 'approved' || status === 'rejected' ? '2026-11-26T09:10:00.000Z' : null,
    lines,
    documents: withDocuments
      ? [
          {
            id: 'd1',
            file_name: '枫叶集运-2026年11月-发票-INV20261125.pdf',
            size: 482_311,
            url: 'merchants/m1/settlements/d1.pdf',
            uploaded_at: '2026-11-26T06:40:00.000Z',
          },
          {
            id: 'd2',
            file_name: 'Maple Forwarding stamped statement November 2026.docx',
            size: 91_204,
            url: 'merchants/m1/settlements/d2.docx',
            uploaded_at: '2026-11-26T06:40:00.000Z',
          },
        ]
      : [],
  };
}

export const bankAccount: BankAccount = {
  payee_name: '枫叶国际物流（深圳）有限公司 Maple Forwarding International Logistics Ltd.',
  bank_name: '中国银行深圳分行 Bank of China Shenzhen Branch',
  account_no: '6217 8520 0001 2345 678',
};
