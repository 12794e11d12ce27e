const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Letters shown when there is no picture: the first character of a CJK name (王小明 → 王),
 * otherwise the first letters of the first two words (Ada Lovelace → AL).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const firstChar = Array.from(first)[0] ?? '';
  if (CJK.test(firstChar)) return firstChar;
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const sizes = { sm: 24, md: 32, lg: 40 } as const;

export type AvatarSize = keyof typeof sizes | number;

/** The avatar's diameter in pixels. */
export function avatarPixels(size: AvatarSize): number {
  return typeof size === 'number' ? size : sizes[size];
}
