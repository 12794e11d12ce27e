import { isIsoDate, isUuid } from '@jiyun/domain';
import { merchants } from '../../db/schema.js';
import { notify } from '../../notifications/notify.js';
import { OpsUsageError, optionalText, requiredText } from '../command.js';
import type { OpsCommand } from '../command.js';
import { settlementIssued } from '../notices.js';

export const billingCloseCycle: OpsCommand = {
  name: 'billing:close-cycle',
  summary:
    'Close a billing cycle: each company’s orders and returns completed in it, minus the platform fee, become a settlement statement (ADR 0063)',
  usage: 'billing:close-cycle --from YYYY-MM-DD --to YYYY-MM-DD [--merchant <merchantId>]',
  example: 'pnpm ops billing:close-cycle --from 2026-04-01 --to 2026-04-30',
  options: { from: { type: 'string' }, to: { type: 'string' }, merchant: { type: 'string' } },
  positionals: 0,
  async run({ open }, input) {
    const from = requiredText(input, 'from', '2026-04-01');
    const to = requiredText(input, 'to', '2026-04-30');
    for (const [name, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!isIsoDate(value)) {
        throw new OpsUsageError(`--${name} must be a date written YYYY-MM-DD, got "${value}".`);
      }
    }
    if (from > to) throw new OpsUsageError(`--from ${from} is after --to ${to}.`);
    const merchant = optionalText(input, 'merchant');
    if (merchant !== null && !isUuid(merchant)) {
      throw new OpsUsageError(`--merchant must be a merchant id (UUID), got "${merchant}".`);
    }
    const { db, billing } = await open();
    const merchantIds =
      merchant !== null
        ? [merchant]
        : (await db.select({ id: merchants.id }).from(merchants)).map((row) => row.id);
    const issued = [];
    // One transaction per company: a statement and its lines are written together.
    for (const merchantId of merchantIds) {
      const settlement = await billing.closeCycle(merchantId, from, to);
      if (settlement === null) continue;
      const notificationId = await notify(db, merchantId, settlementIssued(settlement.row));
      issued.push({
        merchant_id: merchantId,
        statement_no: `S${settlement.row.statement_no}`,
        lines: settlement.lineCount,
        total_amount: settlement.row.total_cents / 100,
        payable_amount: settlement.row.payable_cents / 100,
        notification_id: notificationId,
      });
    }
    const lines = issued.map(
      (one) =>
        `  ${one.statement_no}: ${one.lines} line(s), total ${one.total_amount.toFixed(2)} CAD, payable ${one.payable_amount.toFixed(2)} CAD`,
    );
    return {
      json: { cycle_from: from, cycle_to: to, settlements: issued },
      text:
        issued.length === 0
          ? `Nothing to settle for ${from} – ${to}: no completed order or return not yet on a statement.`
          : [`Closed ${from} – ${to}; issued ${issued.length} statement(s):`, ...lines].join('\n'),
    };
  },
};
