export const MEMBER_NAME_MAX = 50;
export const DISPLAY_NAME_MAX = 100;
/** A company's team stops here: the list is one read, never a scan (spec: cards, no pages). */
export const TEAM_MEMBERS_MAX = 200;
/** Avatars: JPG or PNG (A42: .jpg, .jpeg, .png) of at most 4 MB (spec §9). */
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** Staff decide on a display change within this many business days (spec §4, §9). */
export const DISPLAY_REVIEW_BUSINESS_DAYS = { min: 2, max: 4 } as const;
