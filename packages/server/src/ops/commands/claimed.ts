import type {
  StaffDepositClaim,
  StaffShippingLineRepository,
} from '../../repositories/shipping-lines-staff.js';
import { OpsRefusal } from '../command.js';

/** The claim with this id while it still waits; otherwise a refusal saying why. */
export async function waitingClaim(
  staff: StaffShippingLineRepository,
  id: string,
  verb: 'verified' | 'refused',
): Promise<StaffDepositClaim> {
  const claim = await staff.findClaim(id);
  if (!claim) throw new OpsRefusal(`No deposit claim has the id ${id}.`);
  if (claim.status !== 'claimed') {
    throw new OpsRefusal(
      `The deposit claim ${id} of ${claim.merchant_name} was already ${claim.status}: only a claimed one can be ${verb}.`,
    );
  }
  return claim;
}
