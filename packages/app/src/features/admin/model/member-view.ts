import { fullName, inGroupOrder, type SubAccount } from '@jiyun/domain';

/** A member as the cards, the delete confirmation and the toasts name them (spec §3 full_name). */
export function memberName(member: Pick<SubAccount, 'first_name' | 'last_name'>): string {
  return fullName({ type: 'sub', display_name: null, ...member });
}

/** The member's groups in the order the checkboxes show them, whatever order the server sent. */
export function memberGroups(member: Pick<SubAccount, 'permissions'>) {
  return inGroupOrder(member.permissions.map((permission) => permission.name));
}

/** A phone as merchants read it: the prefix, a space, the national number. */
export function phoneOf(holder: { country_code: string; phone_number: string }): string {
  return `${holder.country_code} ${holder.phone_number}`;
}
