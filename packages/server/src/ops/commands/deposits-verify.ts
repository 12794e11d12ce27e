import { notify } from '../../notifications/notify.js';
import { OpsRefusal, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { usd } from '../format.js';
import { depositVerified } from '../notices.js';
import { waitingClaim } from './claimed.js';

export const depositsVerify: OpsCommand = {
  name: 'deposits:verify',
  summary: 'Verify a deposit claim: the payment arrived; the merchant is told',
  usage: 'deposits:verify <claimId>',
  example: 'pnpm ops deposits:verify 9a1c7e52-0b3d-4f6a-8c2e-5d7b9f1a3c64',
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'claimId');
    const { db, staff } = await open();
    const claim = await waitingClaim(staff, id, 'verified');
    if (!(await staff.decideClaim(claim.id, 'verified', now()))) {
      throw new OpsRefusal(
        `The deposit claim ${claim.id} was decided meanwhile; run deposits:claims again.`,
      );
    }
    const notificationId = await notify(db, claim.merchant_id, depositVerified(claim));
    return {
      json: { id: claim.id, status: 'verified', notification_id: notificationId },
      text: `Verified ${usd(claim.amount_cents)} from ${claim.merchant_name} for ${claim.departing_country} → ${claim.arriving_country}. The merchant was notified.`,
    };
  },
};
