import { passwordUpdateSchema, resetPasswordSchema } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../forms/form-errors';
import {
  confirmationFailures,
  confirmationMismatch,
  passwordChecklistRows,
} from './password-rules';

describe('passwordChecklistRows', () => {
  it.each([
    ['', [false, false, false, false]],
    ['abcdefgh', [true, false, false, false]],
    ['Abcdefgh', [true, true, false, false]],
    ['Abcdefg1', [true, true, true, false]],
    ['Abcdef1#', [true, true, true, true]],
    ['A1#', [false, true, true, true]],
    ['Abcdefghijklmnopqrstuvw1#', [true, true, true, true]],
    ['Abcdefghijklmnopqrstuvwx1#', [false, true, true, true]],
  ])('%j → length, uppercase, digit, special = %j', (password, met) => {
    const rows = passwordChecklistRows(password);
    expect(rows.map((row) => row.key)).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(rows.map((row) => row.met)).toEqual(met);
  });
});

describe('confirmationMismatch', () => {
  it.each([
    ['Abcdef1#', '', false],
    ['Abcdef1#', 'Abcdef1#', false],
    ['Abcdef1#', 'Abcdef1', true],
    ['', 'x', true],
  ])('%j / %j → %s', (password, confirmation, mismatch) => {
    expect(confirmationMismatch(password, confirmation)).toBe(mismatch);
  });
});

// What the reset and the settings password forms accept: the domain schema of their request and
// the confirmation rule beside it.
const accepted = (
  schema: Parameters<typeof schemaFieldErrors>[0],
  body: object,
  next: string,
  confirm: string,
) =>
  Object.keys({ ...schemaFieldErrors(schema, body), ...confirmationFailures(next, confirm) })
    .length === 0;

describe('the new-password forms: schema and confirmationFailures', () => {
  it.each([
    ['Merchant#2026', 'Abcdef1#', 'Abcdef1#', true, true],
    ['', 'Abcdef1#', 'Abcdef1#', true, false],
    ['Merchant#2026', 'Abcdef1#', 'Abcdef1$', false, false],
    ['Merchant#2026', 'Abcdef1#', '', false, false],
    ['Merchant#2026', 'abcdef1#', 'abcdef1#', false, false],
    ['Merchant#2026', 'Abcdefg#', 'Abcdefg#', false, false],
    ['Merchant#2026', 'Abcdef12', 'Abcdef12', false, false],
    ['Merchant#2026', 'Abc1#', 'Abc1#', false, false],
  ])(
    'current %j, new %j, confirm %j → reset %s, change %s',
    (current, next, confirm, reset, change) => {
      const resetBody = { resetPasswordToken: 'token', password: next };
      expect(accepted(resetPasswordSchema, resetBody, next, confirm)).toBe(reset);
      const changeBody = { old_password: current, password: next };
      expect(accepted(passwordUpdateSchema, changeBody, next, confirm)).toBe(change);
    },
  );

  it.each([
    ['Abcdef1#', 'Abcdef1#', {}],
    ['Abcdef1#', 'Abcdef1', { confirmation: 'mismatch' }],
    ['', '', {}],
  ])('confirmationFailures(%j, %j)', (password, confirmation, failures) => {
    expect(confirmationFailures(password, confirmation)).toEqual(failures);
  });
});
