import type { SessionUser } from './types.js';

/** The name shown for a user: the company's display name for the owner, first + last for a team member. */
export function fullName(
  user: Pick<SessionUser, 'type' | 'display_name' | 'first_name' | 'last_name'>,
): string {
  if (user.type === 'root') return (user.display_name ?? '').trim();
  return [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
