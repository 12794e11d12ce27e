/**
 * Takes the focus off whatever a story's play left it on. Whether a clicked button shows its
 * focus ring varies from run to run, so a story pictured pixel by pixel ends with none: the
 * failure stories that end on a clicked Save or Pack had flaked on it.
 */
export function leaveNoFocus(canvasElement: HTMLElement): void {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}
