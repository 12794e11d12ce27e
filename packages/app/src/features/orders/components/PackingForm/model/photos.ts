/** A photo picked for the package, with its id in the uploader and its preview URL. */
export interface PickedPhoto {
  id: string;
  file: File;
}

/**
 * The photos after a pick: the new ones after the old, up to `max` (the server takes at most
 * that many); `left` = how many of the pick did not fit.
 */
export function withPickedPhotos(
  current: readonly PickedPhoto[],
  files: readonly File[],
  max: number,
  nextId: () => string,
): { photos: PickedPhoto[]; left: number } {
  const room = Math.max(0, max - current.length);
  const added = files.slice(0, room).map((file) => ({ id: nextId(), file }));
  return { photos: [...current, ...added], left: files.length - added.length };
}
