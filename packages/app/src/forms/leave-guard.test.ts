import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving, type LeaveAttempt } from './leave-guard';

const move: LeaveAttempt = {
  unsavedForms: 1,
  leavingAfterSave: false,
  from: '/warehouse/new-warehouse',
  to: '/orders',
};

describe('asksBeforeLeaving', () => {
  it.each<[string, Partial<LeaveAttempt>, boolean]>([
    ['a changed form, another page', {}, true],
    ['two changed forms on one page', { unsavedForms: 2 }, true],
    ['nothing changed', { unsavedForms: 0 }, false],
    ['the save went through and the page moves on', { leavingAfterSave: true }, false],
    ['the same page with another filter or tab', { to: '/warehouse/new-warehouse' }, false],
    ['signing out, or a session that ended', { to: '/login' }, false],
  ])('%s', (_case, change, asks) => {
    expect(asksBeforeLeaving({ ...move, ...change })).toBe(asks);
  });
});
