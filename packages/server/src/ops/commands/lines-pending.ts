import type { OpsCommand } from '../command.js';
import { dateTime, table } from '../format.js';

export const linesPending: OpsCommand = {
  name: 'lines:pending',
  summary: 'Lines waiting for approval, oldest first, with a deposit claim of theirs that waits',
  usage: 'lines:pending',
  example: 'pnpm ops lines:pending',
  async run({ open }) {
    const { staff } = await open();
    const lines = await staff.linesWithStatus('pending');
    const rows = await Promise.all(
      lines.map(async (line) => {
        const claim = await staff.waitingClaim(
          line.merchant_id,
          line.origin_country,
          line.destination_country,
        );
        return { ...line, waiting_deposit_claim: claim?.id ?? null };
      }),
    );
    return {
      json: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      text: table(
        [
          'Line id',
          'Merchant',
          'Route code',
          'Name',
          'Warehouse',
          'Created',
          'Deposit claim to verify',
        ],
        rows.map((row) => [
          row.id,
          row.merchant_name,
          row.route_code,
          row.name,
          row.warehouse_name ?? '—',
          dateTime(row.created_at),
          row.waiting_deposit_claim ?? 'none waiting',
        ]),
        'No shipping line is waiting for approval.',
      ),
    };
  },
};
