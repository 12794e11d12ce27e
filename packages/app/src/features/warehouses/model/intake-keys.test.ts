import { describe, expect, it } from 'vitest';
import {
  intakeKeyAction,
  type IntakeFieldPosition,
  type IntakeKeyAction,
  type IntakeKeyPress,
} from './intake-keys';

const enter: IntakeKeyPress = {
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
};
const tracking: IntakeFieldPosition = { kind: 'text', isLast: false };
const lastSelect: IntakeFieldPosition = { kind: 'select', isLast: true };
const lastText: IntakeFieldPosition = { kind: 'text', isLast: true };
const notes: IntakeFieldPosition = { kind: 'textarea', isLast: false };
const button: IntakeFieldPosition = { kind: 'other', isLast: false };

describe('intakeKeyAction', () => {
  it.each<[string, Partial<IntakeKeyPress>, IntakeFieldPosition, IntakeKeyAction]>([
    ['a scanner Enter in the tracking field moves on', {}, tracking, 'next-field'],
    ['Enter in a middle select moves on', {}, { kind: 'select', isLast: false }, 'next-field'],
    ['Enter in the last field submits and scans', {}, lastSelect, 'submit-and-scan'],
    ['Enter in a last text field submits and scans', {}, lastText, 'submit-and-scan'],
    [
      'Ctrl+Enter in the tracking field submits and scans',
      { ctrlKey: true },
      tracking,
      'submit-and-scan',
    ],
    ['⌘+Enter submits and scans', { metaKey: true }, tracking, 'submit-and-scan'],
    ['Ctrl+Enter in the notes submits and scans', { ctrlKey: true }, notes, 'submit-and-scan'],
    ['Ctrl+Alt+Enter is left alone', { ctrlKey: true, altKey: true }, tracking, 'default'],
    ['Enter in the notes is a new line', {}, notes, 'default'],
    ['Enter on a button presses it', {}, button, 'default'],
    ['Shift+Enter is left alone', { shiftKey: true }, tracking, 'default'],
    ['Alt+Enter is left alone', { altKey: true }, lastText, 'default'],
    ['Enter that picks an IME word is left alone', { isComposing: true }, tracking, 'default'],
    ['Tab is left alone', { key: 'Tab' }, tracking, 'default'],
    ['a digit typed by the scanner is left alone', { key: '7' }, tracking, 'default'],
  ])('%s', (_name, press, field, expected) => {
    expect(intakeKeyAction({ ...enter, ...press }, field)).toBe(expected);
  });
});
