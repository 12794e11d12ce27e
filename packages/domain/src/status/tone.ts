/**
 * What a status means to the merchant, and so its colour in a status tag: the design system's
 * StatusTag takes the same five names, so a tone from here is passed to it as it is.
 */
export const STATUS_TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/**
 * The tone of a status in one area's table. A status the table does not know (a newer server, a
 * hand-typed value) is `neutral` rather than an error: the tag still shows, only uncoloured.
 */
export function statusToneIn<S extends string>(
  tones: Readonly<Record<S, StatusTone>>,
  status: string,
): StatusTone {
  return Object.hasOwn(tones, status) ? tones[status as S] : 'neutral';
}
