import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { signedInUserAtom } from '../../../session/atoms';
import { emptyDraft, normaliseDraft, type WizardDraft } from './model/draft';

/** sessionStorage key of one merchant's draft (a shared browser never mixes two companies). */
export const draftStorageKey = (merchantId: string) => `jiyun.shippingLineDraft.${merchantId}`;

type Update = WizardDraft | typeof RESET | ((previous: WizardDraft) => WizardDraft);
type DraftAtom = WritableAtom<WizardDraft, [Update], void>;

const json = createJSONStorage<unknown>(() => sessionStorage);
// Whatever the tab stored (an older shape, a hand edit) comes back as a whole draft.
const storage = {
  getItem: (key: string, initial: WizardDraft) => normaliseDraft(json.getItem(key, initial)),
  setItem: (key: string, value: WizardDraft) => {
    json.setItem(key, value);
  },
  removeItem: (key: string) => {
    json.removeItem(key);
  },
};

const perMerchant = new Map<string, DraftAtom>();

function draftAtomOf(merchantId: string): DraftAtom {
  let found = perMerchant.get(merchantId);
  if (!found) {
    // Read on first use, so the first render of a reloaded step already sees the draft.
    found = atomWithStorage<WizardDraft>(draftStorageKey(merchantId), emptyDraft(), storage, {
      getOnInit: true,
    });
    perMerchant.set(merchantId, found);
  }
  return found;
}

/**
 * What a page load does to the draft atoms: they are created anew, each reading its merchant's
 * draft from sessionStorage on first use. Tests call it to reload the page without a new module.
 */
export function forgetDraftAtoms(): void {
  perMerchant.clear();
}

/**
 * The new line's picture (A49), chosen on the first step. A file cannot be written to
 * sessionStorage, so it lives in memory only: kept across steps, gone with a reload (the first
 * step says so). Forgotten with the draft.
 */
export const wizardImageAtom = atom<File | null>(null);

/**
 * The draft of the signed-in merchant's new shipping line, kept across steps and reloads
 * (sessionStorage); `RESET` forgets it and its picture (after a submit, or leaving with
 * "discard").
 */
export const wizardDraftAtom = atom(
  (get) => get(draftAtomOf(get(signedInUserAtom)?.merchant_id ?? 'none')),
  (get, set, update: Update) => {
    set(draftAtomOf(get(signedInUserAtom)?.merchant_id ?? 'none'), update);
    if (update === RESET) set(wizardImageAtom, null);
  },
);

export { RESET };
