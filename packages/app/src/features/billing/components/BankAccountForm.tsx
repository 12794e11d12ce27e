import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@jiyun/design-system';
import {
  bankAccountChanges,
  bankAccountFormSchema,
  type BankAccount,
  type BankAccountPatch,
} from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useSchemaForm } from '../../../forms/use-schema-form';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 560px;
`;

type ErrorKey = 'account.errors.required' | 'account.errors.tooLong' | 'account.errors.accountNo';

const rules = (last: ErrorKey) =>
  ({
    'not-blank': 'account.errors.required',
    required: 'account.errors.required',
    max: 'account.errors.tooLong',
    '*': last,
  }) as const;

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    payee_name: rules('account.errors.required'),
    bank_name: rules('account.errors.required'),
    account_no: rules('account.errors.accountNo'),
  },
  other: 'account.errors.required',
};

const FIELDS = ['payee_name', 'bank_name', 'account_no'] as const;

export interface BankAccountFormProps {
  /** The account as saved; null before the first save. */
  saved: BankAccount | null;
  /** Whether the save is on its way. */
  saving: boolean;
  /** What the last save's failure says, if it failed. */
  problem: string | null;
  /** Sends the changed, trimmed fields (never an empty body). */
  onSave: (body: BankAccountPatch) => void;
}

/**
 * The bank account (spec §5): the three fields non-blank, Save only while something changed, and
 * only what changed sent (`bankAccountChanges`).
 */
export function BankAccountForm({ saved, saving, problem, onSave }: BankAccountFormProps) {
  const { t } = useTranslation('billing');
  const { control, values, formRef, submit, errorKey, reset } = useSchemaForm<
    BankAccount,
    ErrorKey
  >({
    schema: bankAccountFormSchema,
    defaultValues: saved ?? { payee_name: '', bank_name: '', account_no: '' },
    failureKeys: FAILURE_KEYS,
  });
  const changed = Object.keys(bankAccountChanges(saved, values)).length > 0;
  const onSubmit = submit((typed) => {
    const body = bankAccountChanges(saved, typed);
    if (saving || Object.keys(body).length === 0) return;
    onSave(body);
  });
  return (
    <StyledForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('account.title')}>
      {FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => {
            const key = errorKey(name);
            return (
              <TextField
                label={t(`account.${name}`)}
                name={name}
                required
                autoComplete="off"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={key ? t(key) : undefined}
                disabled={saving}
              />
            );
          }}
        />
      ))}
      <FormActions problem={problem}>
        <Button variant="secondary" onClick={() => reset()} disabled={saving || !changed}>
          {t('account.reset')}
        </Button>
        <Button type="submit" loading={saving} disabled={!changed}>
          {t('account.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}
