import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { TextField } from '@jiyun/design-system';
import { emailUpdateSchema, type SessionUser } from '@jiyun/domain';
import { TOO_LONG } from '../../../forms/form-errors';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useUpdateEmail } from '../queries';
import { canChangeEmail } from '../rules';
import { EditableSettingCard } from './EditableSettingCard';
import { useSettingEdit } from './use-setting-edit';

interface EmailForm {
  email: string;
}

const bodyOf = ({ email }: EmailForm) => ({ email: email.trim() });

/** The account's email: view → Edit → Change email; a failed change closes with the old value. */
export function EmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const { control, isValid, formRef, submit, reset, failures, lengthProps, errorText } =
    useSchemaForm<EmailForm, 'settings.email.invalid'>({
      schema: emailUpdateSchema,
      defaultValues: { email: user.email ?? '' },
      toBody: bodyOf,
      // Sending the address the account already has would change nothing.
      extraFailures: ({ email }): Record<string, string> =>
        canChangeEmail(email, user.email) ? {} : { email: 'unchanged' },
      failureKeys: { other: 'settings.email.invalid' },
    });
  // Said under the field once it was left: an address that is not one (an empty or unchanged
  // field only keeps Change disabled).
  const malformed = failures.email === 'email' || failures.email === TOO_LONG;
  const emailError = malformed ? errorText('email', (key) => t(key)) : undefined;
  const editState = useSettingEdit(() => reset({ email: user.email ?? '' }));
  const update = useUpdateEmail();

  const onSubmit = submit((typed) => {
    if (update.isPending) return;
    editState.setAlert(null);
    update.mutate(bodyOf(typed), editState.saveCallbacks('email', t('settings.email.changed')));
  });

  return (
    <EditableSettingCard
      title={t('settings.email.title')}
      edit={editState}
      current={user.email ?? t('settings.notSet')}
      formRef={formRef}
      onSubmit={onSubmit}
      submitLabel={t('settings.email.change')}
      canSubmit={isValid}
      saving={update.isPending}
    >
      <Controller
        control={control}
        name="email"
        render={({ field }) => (
          <TextField
            label={t('settings.email.email')}
            name="email"
            {...lengthProps('email')}
            type="email"
            autoComplete="email"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={emailError}
          />
        )}
      />
    </EditableSettingCard>
  );
}
