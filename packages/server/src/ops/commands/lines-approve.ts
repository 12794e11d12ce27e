import { notify } from '../../notifications/notify.js';
import { OpsRefusal, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { lineApproved } from '../notices.js';
import { pendingLine } from './pending-line.js';

export const linesApprove: OpsCommand = {
  name: 'lines:approve',
  summary: 'Approve a pending line: it becomes active (A22) and the merchant is told',
  usage: 'lines:approve <lineId>',
  example: 'pnpm ops lines:approve 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71',
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'lineId');
    const { db, staff } = await open();
    const line = await pendingLine(staff, id, 'approved');
    if (!(await staff.moveLine(line.id, 'pending', 'active', now()))) {
      throw new OpsRefusal(
        `Shipping line ${line.id} changed while it was being approved; run lines:pending again.`,
      );
    }
    const notificationId = await notify(db, line.merchant_id, lineApproved(line));
    return {
      json: { id: line.id, status: 'active', notification_id: notificationId },
      text: `Approved ${line.name} (${line.route_code}) of ${line.merchant_name}: now active. The merchant was notified.`,
    };
  },
};
