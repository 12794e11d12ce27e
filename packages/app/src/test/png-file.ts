// A one-pixel blue PNG: an uploader looks at a file's first bytes before taking it, and its
// thumbnail draws.
const BLUE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwTdsLAAIsAVlOf9JpAAAAAElFTkSuQmCC';

/** A real PNG file named `name`, as a merchant's file chooser would give it. */
export function pngFile(name: string): File {
  return new File([Uint8Array.from(atob(BLUE_PIXEL), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });
}
