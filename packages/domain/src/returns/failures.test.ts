import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, returnFailureKey, returnFailureOf } from './failures.js';

describe('returnFailureOf', () => {
  it('says "Return order not found" for a missing return on the detail', () => {
    expect(returnFailureOf('detail', { status: 404, code: 'NOT_FOUND' })).toBe('return_not_found');
    expect(returnFailureOf('detail', { status: 400, code: 'VALIDATION_FAILED' })).toBe(
      'return_id_required',
    );
    expect(returnFailureOf('detail', { status: 500 })).toBe('load_return');
  });

  it('names the refusals the server gives by their sentence', () => {
    expect(returnFailureOf('cancel', { status: 409, message: RETURN_MESSAGES.notAllowed })).toBe(
      'status_changed',
    );
    expect(returnFailureOf('pack', { status: 413, code: 'PAYLOAD_TOO_LARGE' })).toBe(
      'photo_too_large',
    );
  });

  it('falls back to the call’s own text', () => {
    expect(returnFailureOf('tracking', { status: 502 })).toBe('update_tracking');
    expect(returnFailureKey('cancel_return')).toBe('failures.cancel_return');
  });
});
