import { notify } from '../../notifications/notify.js';
import { OpsRefusal, REASON_OPTIONS, reasonOf, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { profileRejected } from '../notices.js';
import { pendingProfile } from './pending-profile.js';

export const profilesReject: OpsCommand = {
  name: 'profiles:reject',
  summary:
    'Reject a display change with a reason: the public name and avatar stay; the owner is told why',
  usage: 'profiles:reject <updateId> --reason "<English>" [--reason-zh "<中文>"]',
  example:
    'pnpm ops profiles:reject 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71 --reason "The name must match the business licence" --reason-zh "名称须与营业执照一致"',
  options: REASON_OPTIONS,
  positionals: 1,
  async run({ open, now }, input) {
    const id = uuidArgument(input, 0, 'updateId');
    const reason = reasonOf(input);
    const { db, profiles } = await open();
    const update = await pendingProfile(profiles, id, 'rejected');
    if (!(await profiles.reject(update.id, reason.en, now()))) {
      throw new OpsRefusal(
        `The profile update ${update.id} changed while it was being rejected; run profiles:pending again.`,
      );
    }
    const notificationId = await notify(db, update.merchant_id, profileRejected(update, reason));
    return {
      json: { id: update.id, status: 'rejected', reason, notification_id: notificationId },
      text: `Rejected the display change of ${update.current_name}. The owner was told the reason.`,
    };
  },
};
