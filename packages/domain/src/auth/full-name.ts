import type { SessionUser } from './types.js';

/** Han characters (CJK ideographs, with the compatibility and extension blocks). */
const HAN = /^[\p{Script=Han}·]+$/u;

/**
 * A person's name as it reads (decision A50): a Chinese name whose given and family names are
 * both Chinese reads family name first without a space (李小红); any other keeps "first last".
 */
export function personName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (first !== '' && last !== '' && HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/** The name shown for a user: the company's display name for the owner, the person's for a member. */
export function fullName(
  user: Pick<SessionUser, 'type' | 'display_name' | 'first_name' | 'last_name'>,
): string {
  if (user.type === 'root') return (user.display_name ?? '').trim();
  return personName(user.first_name, user.last_name);
}
