import { HttpResponse } from 'msw';
import { fn, spyOn } from 'storybook/test';

/** What a document route answers in a story: a body that starts as a PDF does. */
export function pdfAnswer(): HttpResponse<ArrayBuffer> {
  return new HttpResponse(new TextEncoder().encode('%PDF-1.3 a story document').buffer, {
    headers: { 'content-type': 'application/pdf' },
  });
}

/**
 * A stand-in for the tab a PDF opens in (`window.open`): where the app sends it and whether it
 * closed it again. `open` is the spy; restore it when the story ends.
 */
export function stubPdfTab() {
  const tab = { location: { href: '' }, close: fn() };
  const open = spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}
