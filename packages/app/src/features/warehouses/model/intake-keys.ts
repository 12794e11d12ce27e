/**
 * The keyboard rules of parcel intake (new-parcel page). A barcode scanner types the tracking id
 * and then presses Enter: that Enter must move on to the next field, never submit half a parcel.
 * The operator keeps typing and pressing Enter field after field; Enter in the last field of the
 * intake, or Ctrl+Enter (⌘+Enter) anywhere in the form, saves the parcel and starts the next scan.
 */

/** What the field under the key is, as far as the rule cares. */
export type IntakeFieldKind = 'text' | 'select' | 'textarea' | 'other';

export interface IntakeKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** True while an input method (Chinese pinyin, for instance) is composing: Enter picks a word. */
  isComposing: boolean;
}

export interface IntakeFieldPosition {
  kind: IntakeFieldKind;
  /** Whether this is the last enabled field of the intake order. */
  isLast: boolean;
}

/** `next-field`: focus the next intake field; `submit-and-scan`: save and reset; `default`: let the browser act. */
export type IntakeKeyAction = 'next-field' | 'submit-and-scan' | 'default';

/** The shortcut shown to the operator as a hint. */
export const SUBMIT_AND_SCAN_SHORTCUT = 'Ctrl+Enter';

export function intakeKeyAction(
  press: IntakeKeyPress,
  field: IntakeFieldPosition,
): IntakeKeyAction {
  if (press.key !== 'Enter' || press.isComposing) return 'default';
  if (press.ctrlKey || press.metaKey) return press.altKey ? 'default' : 'submit-and-scan';
  if (press.shiftKey || press.altKey) return 'default';
  // Enter in notes starts a new line; on a button or switch it presses it.
  if (field.kind === 'textarea' || field.kind === 'other') return 'default';
  return field.isLast ? 'submit-and-scan' : 'next-field';
}

/** The kind of an element for the rule above. */
export function intakeFieldKindOf(element: Element): IntakeFieldKind {
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return 'textarea';
  if (tag === 'select') return 'select';
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type;
    return ['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(type)
      ? 'other'
      : 'text';
  }
  return 'other';
}
