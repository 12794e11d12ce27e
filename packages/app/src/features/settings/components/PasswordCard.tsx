import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PasswordField, theme, useToast } from '@jiyun/design-system';
import { passwordUpdateSchema, type SessionUser } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { NewPasswordFields } from '../../../account/NewPasswordFields';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { confirmationFailures } from '../../../account/password-rules';
import { useUpdatePassword } from '../queries';
import { offersForgotPassword, settingsAlertFor, type SettingsAlert as Alert } from '../rules';
import { SettingsAlert } from './SettingsAlert';
import { SettingsCard, StyledCardActions, StyledCardForm } from './SettingsCard';
import { urls } from '../../../routes/urls';

const StyledForgot = styled(Link)`
  color: ${theme.color.text.link};
  font-size: ${theme.font.size.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

interface PasswordForm {
  old_password: string;
  password: string;
  confirmation: string;
}

const EMPTY: PasswordForm = { old_password: '', password: '', confirmation: '' };

/** Current, new and confirmed password with the live checklist (spec 2, 5). */
export function PasswordCard({ user }: { user: Pick<SessionUser, 'type'> }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const { control, values, setValue, isValid, formRef, submit, reset } =
    useSchemaForm<PasswordForm>({
      schema: passwordUpdateSchema,
      defaultValues: EMPTY,
      toBody: ({ old_password, password }) => ({ old_password, password }),
      extraFailures: ({ password, confirmation }) => confirmationFailures(password, confirmation),
    });
  // Not form state: the server's answer to the last change, shown above the fields.
  const [alert, setAlert] = useState<Alert | null>(null);
  const update = useUpdatePassword();

  const onSubmit = submit(({ old_password, password }) => {
    if (update.isPending) return;
    setAlert(null);
    update.mutate(
      { old_password, password },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.show({ tone: 'success', message: t('settings.password.changed') });
        },
        onError: (error) => setAlert(settingsAlertFor('password', readApiFailure(error))),
      },
    );
  });

  const title = t('settings.password.title');
  return (
    <SettingsCard title={title}>
      <StyledCardForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        <SettingsAlert alert={alert} onDismiss={() => setAlert(null)} />
        <Controller
          control={control}
          name="old_password"
          render={({ field }) => (
            <PasswordField
              label={t('settings.password.old')}
              name="currentPassword"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              autoComplete="current-password"
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              required
            />
          )}
        />
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmation}
          onPasswordChange={(value) => setValue('password', value)}
          onConfirmationChange={(value) => setValue('confirmation', value)}
          passwordLabel={t('settings.password.new')}
          confirmationLabel={t('settings.password.confirm')}
        />
        {offersForgotPassword(user) && (
          <StyledForgot to={urls.forgotPassword.request()}>
            {t('settings.password.forgot')}
          </StyledForgot>
        )}
        <StyledCardActions>
          <Button type="submit" variant="primary" disabled={!isValid} loading={update.isPending}>
            {t('settings.password.submit')}
          </Button>
        </StyledCardActions>
      </StyledCardForm>
    </SettingsCard>
  );
}
