import type { FileRules } from '../internal/file-checks';

export const MB = 1024 * 1024;

/** The image rules: JPG and PNG (plus the `.jpeg` ending when allowed), up to `maxBytes`. */
export function imageRules(maxBytes: number, allowJpegExtension: boolean): FileRules {
  return {
    types: ['image/jpeg', 'image/png'],
    extensions: allowJpegExtension ? ['.jpg', '.jpeg', '.png'] : ['.jpg', '.png'],
    maxBytes,
  };
}

/** How many thumbnails to draw and how many hide behind the "+N" tile. */
export function visibleSplit(total: number, maxVisible: number) {
  const shown = Math.max(0, Math.min(total, Math.floor(maxVisible)));
  return { shown, hidden: total - shown };
}
