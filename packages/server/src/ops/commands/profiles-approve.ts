import { notify } from '../../notifications/notify.js';
import { OpsRefusal, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { profileApproved } from '../notices.js';
import { pendingProfile } from './pending-profile.js';

export const profilesApprove: OpsCommand = {
  name: 'profiles:approve',
  summary: 'Approve a display change: the new name and avatar become public; the owner is told',
  usage: 'profiles:approve <updateId>',
  example: 'pnpm ops profiles:approve 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71',
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'updateId');
    const { db, profiles } = await open();
    const update = await pendingProfile(profiles, id, 'approved');
    if (!(await profiles.approve(update.id, now()))) {
      throw new OpsRefusal(
        `The profile update ${update.id} changed while it was being approved; run profiles:pending again.`,
      );
    }
    const notificationId = await notify(db, update.merchant_id, profileApproved(update));
    const name = update.display_name ?? update.current_name;
    return {
      json: {
        id: update.id,
        status: 'approved',
        display_name: name,
        notification_id: notificationId,
      },
      text: `Approved the display change of ${update.current_name}: it now shows as ${name}. The owner was notified.`,
    };
  },
};
