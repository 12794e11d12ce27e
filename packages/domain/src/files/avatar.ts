/**
 * Avatars and images are stored as file keys; a value that is already a URL
 * (http, https, or a local blob preview) is used as it is.
 */
export function isDirectImageUrl(value: string): boolean {
  return /^(https?:|blob:)/i.test(value);
}
