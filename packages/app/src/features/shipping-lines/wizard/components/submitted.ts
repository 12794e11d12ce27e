import { atom, useAtomValue } from 'jotai';

/**
 * Set between a successful submit and the closing of its success modal: the draft is already
 * forgotten then, and the review page must stay on screen rather than send the merchant back to
 * step 1. Not stored: a reload after the submit starts a new draft.
 */
export const submittedLineAtom = atom(false);

export function useSubmittedLine(): boolean {
  return useAtomValue(submittedLineAtom);
}
