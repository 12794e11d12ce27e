import { notify } from '../../notifications/notify.js';
import { OpsRefusal, REASON_OPTIONS, reasonOf, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { usd } from '../format.js';
import { depositRefused } from '../notices.js';
import { waitingClaim } from './claimed.js';

export const depositsRefuse: OpsCommand = {
  name: 'deposits:refuse',
  summary: 'Refuse a deposit claim with a reason: no payment found; the merchant is told why',
  usage: 'deposits:refuse <claimId> --reason "<English>" [--reason-zh "<中文>"]',
  example:
    'pnpm ops deposits:refuse 9a1c7e52-0b3d-4f6a-8c2e-5d7b9f1a3c64 --reason "No Alipay payment received" --reason-zh "未收到支付宝付款"',
  options: REASON_OPTIONS,
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'claimId');
    const reason = reasonOf(input);
    const { db, staff } = await open();
    const claim = await waitingClaim(staff, id, 'refused');
    if (!(await staff.decideClaim(claim.id, 'refused', now()))) {
      throw new OpsRefusal(
        `The deposit claim ${claim.id} was decided meanwhile; run deposits:claims again.`,
      );
    }
    const notificationId = await notify(db, claim.merchant_id, depositRefused(claim, reason));
    return {
      json: { id: claim.id, status: 'refused', reason, notification_id: notificationId },
      text: `Refused the claim of ${usd(claim.amount_cents)} from ${claim.merchant_name} for ${claim.departing_country} → ${claim.arriving_country}. The merchant was told the reason.`,
    };
  },
};
