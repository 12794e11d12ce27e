import { notify } from '../../notifications/notify.js';
import { OpsRefusal, REASON_OPTIONS, reasonOf, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { lineRejected } from '../notices.js';
import { pendingLine } from './pending-line.js';

export const linesReject: OpsCommand = {
  name: 'lines:reject',
  summary:
    'Reject a pending line with a reason: it is deleted (ADR 0045) and the merchant is told why',
  usage: 'lines:reject <lineId> --reason "<English>" [--reason-zh "<中文>"]',
  example:
    'pnpm ops lines:reject 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71 --reason "Sea freight to the US needs a bonded warehouse" --reason-zh "美国海运需要保税仓库"',
  options: REASON_OPTIONS,
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'lineId');
    const reason = reasonOf(input);
    const { db, staff } = await open();
    const line = await pendingLine(staff, id, 'rejected');
    if (!(await staff.moveLine(line.id, 'pending', 'deleted', now()))) {
      throw new OpsRefusal(
        `Shipping line ${line.id} changed while it was being rejected; run lines:pending again.`,
      );
    }
    const notificationId = await notify(db, line.merchant_id, lineRejected(line, reason));
    return {
      json: { id: line.id, status: 'deleted', reason, notification_id: notificationId },
      text: `Rejected ${line.name} (${line.route_code}) of ${line.merchant_name}: deleted. The merchant was told the reason.`,
    };
  },
};
