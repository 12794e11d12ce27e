import { OpsRefusal } from '../command.js';
import type {
  StaffProfileRepository,
  StaffProfileUpdate,
} from '../../repositories/profile-reviews-staff.js';

/** The submission staff are deciding on, refused clearly when it is unknown or already decided. */
export async function pendingProfile(
  profiles: StaffProfileRepository,
  id: string,
  decision: 'approved' | 'rejected',
): Promise<StaffProfileUpdate> {
  const update = await profiles.find(id);
  if (!update) throw new OpsRefusal(`No profile update has the id ${id}.`);
  if (update.status !== 'pending') {
    throw new OpsRefusal(
      `The profile update ${id} of ${update.current_name} was already ${update.status}: only a pending one can be ${decision}.`,
    );
  }
  return update;
}
