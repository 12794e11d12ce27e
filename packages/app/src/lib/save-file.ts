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

/**
 * Shows a PDF the app is fetching in a new tab, where the browser's viewer prints it. The tab is
 * opened at the click, before the answer (a tab opened after it would be blocked as a pop-up),
 * and closed again when the PDF cannot be had; where no tab may open, the PDF is downloaded.
 */
export async function openPdf(pdf: Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  let content: Blob;
  try {
    content = await pdf;
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) {
    saveFile(content, fileName);
    return;
  }
  const url = URL.createObjectURL(content);
  tab.location.href = url;
  // The viewer has the document once it loaded it; a minute is plenty, and the URL then goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
