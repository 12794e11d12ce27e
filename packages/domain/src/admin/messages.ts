import { TEAM_MEMBERS_MAX } from './constants.js';

/**
 * The server's words for the admin area's refusals. The server answers with them; the app maps
 * them (with the error code) to its own text in the user's language (`adminFailureOf`, A7).
 */
export const ADMIN_MESSAGES = {
  permissionRequired: 'Choose at least one permission.',
  avatarType: 'The avatar must be a JPG or PNG file.',
  avatarTooLarge: 'The avatar must be at most 4 MB.',
  phoneTogether: 'Send the country code and the phone number together.',
  onePhone: 'Send the phone as phone_number or identifier, not both.',
  codeRequired: 'A verification code is required to change the phone number or the password.',
  nothingChanged: 'Nothing changed.',
  memberNotFound: 'Team member not found.',
  teamFull: `A company can have at most ${TEAM_MEMBERS_MAX} team members.`,
  cannotRemoveSelf: 'You cannot remove yourself from the team.',
  ownGroups: 'You cannot change your own permissions.',
  adminOwnerOnly: 'Only the company owner can grant or remove the admin permission.',
  groupNotHeld: 'You can only grant permissions you hold yourself.',
} as const;
