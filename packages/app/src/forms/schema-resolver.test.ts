import { passwordUpdateSchema } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

interface PasswordForm {
  old_password: string;
  password: string;
  confirmation: string;
}

const resolver = schemaResolver<PasswordForm>(
  passwordUpdateSchema,
  ({ old_password, password }) => ({ old_password, password }),
  ({ password, confirmation }): Record<string, string> =>
    confirmation === password ? {} : { confirmation: 'mismatch' },
);

const check = (values: PasswordForm) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const good: PasswordForm = {
  old_password: 'Maple#2026',
  password: 'Maple#2027',
  confirmation: 'Maple#2027',
};

describe('schemaResolver', () => {
  it.each<[string, Partial<PasswordForm>, Record<string, string>]>([
    ['a valid form', {}, {}],
    ['a rule of the schema (on the body)', { old_password: '' }, { old_password: 'required' }],
    ['a rule beside the schema', { confirmation: 'Maple#2028' }, { confirmation: 'mismatch' }],
    [
      'both at once',
      { password: 'weak', confirmation: 'weak!' },
      { password: 'strong-password', confirmation: 'mismatch' },
    ],
  ])('%s', async (_name, change, expected) => {
    const result = await check({ ...good, ...change });
    const rules = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.type]),
    );
    expect(rules).toEqual(expected);
  });

  it('hands a valid form its own values, not the body', async () => {
    expect((await check(good)).values).toEqual(good);
  });

  it('hands nothing on when a field has a problem', async () => {
    expect((await check({ ...good, old_password: '' })).values).toEqual({});
  });
});
