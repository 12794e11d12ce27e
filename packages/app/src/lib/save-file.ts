/**
 * Hands a file the app fetched to the browser's download, under `fileName`: an object URL behind
 * a link the user never sees, released once the browser has taken it.
 */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  saveFromLink(url, fileName);
  // The download has started from the click; a tick later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a same-origin link (a signed file link) to the browser's download, under `fileName`. */
export function saveFromLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
