import type {
  StaffLine,
  StaffShippingLineRepository,
} from '../../repositories/shipping-lines-staff.js';
import { OpsRefusal } from '../command.js';

/** The line with this id when it waits for approval; otherwise a refusal saying why. */
export async function pendingLine(
  staff: StaffShippingLineRepository,
  id: string,
  verb: 'approved' | 'rejected',
): Promise<StaffLine> {
  const line = await staff.findLine(id);
  if (!line) throw new OpsRefusal(`No shipping line has the id ${id}.`);
  if (line.status !== 'pending') {
    throw new OpsRefusal(
      `Shipping line ${line.name} (${line.route_code}) of ${line.merchant_name} is ${line.status}: only a pending line can be ${verb}.`,
    );
  }
  return line;
}
