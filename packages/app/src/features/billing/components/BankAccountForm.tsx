import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@jiyun/design-system';
import {
  bankAccountChanges,
  bankAccountFormSchema,
  type BankAccount,
  type BankAccountChange,
} from '@jiyun/domain';
import { CodeEntry } from '../../../account/CodeEntry';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useSchemaForm } from '../../../forms/use-schema-form';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 560px;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

type ErrorKey = 'account.errors.required' | 'account.errors.accountNo' | 'account.errors.code';

/** The form's values: the account and the code texted to the owner. */
type BankAccountValues = BankAccount & { otpCode: string };

const rules = (last: ErrorKey) =>
  ({
    'not-blank': 'account.errors.required',
    required: 'account.errors.required',
    '*': last,
  }) as const;

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    payee_name: rules('account.errors.required'),
    bank_name: rules('account.errors.required'),
    account_no: rules('account.errors.accountNo'),
    otpCode: 'account.errors.code',
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
  /** Texts a code to the owner's phone; rejects when it could not (the page says why). */
  onSendCode: () => Promise<void>;
  /** When the last code was sent (ms), for the resend countdown; undefined before any. */
  codeSentAt: number | undefined;
  /** Sends the changed, trimmed fields with the code (never without a change). */
  onSave: (body: BankAccountChange) => void;
  /** Leaves the edit with nothing changed; absent on the first save, which has Reset instead. */
  onCancel?: () => void;
}

/**
 * The bank account (spec §5, A48): the three fields non-blank, the code texted to the owner's
 * phone, Save only while something changed, and only what changed sent (`bankAccountChanges`).
 */
export function BankAccountForm({
  saved,
  saving,
  problem,
  onSendCode,
  codeSentAt,
  onSave,
  onCancel,
}: BankAccountFormProps) {
  const { t } = useTranslation('billing');
  const { control, values, formRef, submit, errorKey, reset, lengthProps, errorText } =
    useSchemaForm<BankAccountValues, ErrorKey>({
      schema: bankAccountFormSchema,
      defaultValues: {
        ...(saved ?? { payee_name: '', bank_name: '', account_no: '' }),
        otpCode: '',
      },
      failureKeys: FAILURE_KEYS,
    });
  const changed = Object.keys(bankAccountChanges(saved, values)).length > 0;
  const onSubmit = submit((typed) => {
    const body = bankAccountChanges(saved, typed);
    if (saving || Object.keys(body).length === 0) return;
    onSave({ ...body, otpCode: typed.otpCode });
  });
  const codeError = errorKey('otpCode');
  return (
    <StyledForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('account.title')}>
      {FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => {
            const error = errorText(name, (key) => t(key));
            return (
              <TextField
                label={t(`account.${name}`)}
                name={name}
                {...lengthProps(name)}
                required
                autoComplete="off"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={error}
                disabled={saving}
              />
            );
          }}
        />
      ))}
      <StyledHint>{t('account.codeHint')}</StyledHint>
      <CodeEntry
        control={control}
        name="otpCode"
        label={t('account.code')}
        error={codeError ? t(codeError) : undefined}
        disabled={saving}
        onSend={onSendCode}
        sentAt={codeSentAt}
      />
      <FormActions problem={problem}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('account.cancel')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => reset()} disabled={saving || !changed}>
            {t('account.reset')}
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={!changed}>
          {t('account.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}
