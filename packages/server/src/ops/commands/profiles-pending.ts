import type { OpsCommand } from '../command.js';
import { dateTime, table } from '../format.js';

export const profilesPending: OpsCommand = {
  name: 'profiles:pending',
  summary: 'Display changes (name, avatar) waiting for review, oldest first',
  usage: 'profiles:pending',
  example: 'pnpm ops profiles:pending',
  async run({ open }) {
    const { profiles } = await open();
    const updates = await profiles.pending();
    return {
      json: updates.map((update) => ({
        ...update,
        submitted_at: update.submitted_at.toISOString(),
      })),
      text: table(
        ['Update id', 'Company (now)', 'New name', 'New avatar', 'Submitted'],
        updates.map((update) => [
          update.id,
          update.current_name,
          update.display_name ?? '(unchanged)',
          update.avatar_url ?? '(unchanged)',
          dateTime(update.submitted_at),
        ]),
        'No display change is waiting for review.',
      ),
    };
  },
};
