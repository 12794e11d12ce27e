import { statementNumber } from '@jiyun/domain';
import type { SettlementDetail, SettlementListItem } from '@jiyun/domain';
import type { SettlementRecord, SettlementRow } from '../../repositories/billing.js';

const cad = (cents: number) => cents / 100;

/** A settlement as a row of the overview. */
export function presentSettlementListItem(row: SettlementRow): SettlementListItem {
  return {
    id: statementNumber(row.statement_no),
    cycle_from: row.cycle_from,
    cycle_to: row.cycle_to,
    total_amount: cad(row.total_cents),
    payable_amount: cad(row.payable_cents),
    status: row.status,
    rejection_reason: row.status === 'rejected' ? row.rejection_reason : null,
  };
}

/** A settlement with its itemised lines and documents (`url` is a file key). */
export function presentSettlement(record: SettlementRecord): SettlementDetail {
  const { row } = record;
  return {
    ...presentSettlementListItem(row),
    currency: row.currency,
    platform_fee: cad(row.fee_cents),
    created_at: row.created_at.toISOString(),
    submitted_at: row.submitted_at?.toISOString() ?? null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    lines: record.lines.map((line) => ({
      kind: line.kind,
      source_id: line.order_id ?? line.return_id,
      number: line.number,
      completed_at: line.completed_at.toISOString(),
      total_amount: cad(line.total_cents),
      platform_fee: cad(line.fee_cents),
      payable_amount: cad(line.total_cents - line.fee_cents),
    })),
    documents: record.documents.map((document) => ({
      id: document.id,
      file_name: document.file_name,
      size: document.size,
      url: document.file_key,
      uploaded_at: document.created_at.toISOString(),
    })),
  };
}
