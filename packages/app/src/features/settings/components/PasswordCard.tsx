import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PasswordField, theme, useToast } from '@jiyun/design-system';
import { readApiFailure } from '../../../api/api-error';
import { NewPasswordFields } from '../../../account/NewPasswordFields';
import { canChangePassword } from '../../../account/password-rules';
import { useUpdatePassword } from '../queries';
import { settingsAlertFor, type SettingsAlert as Alert } from '../rules';
import { SettingsAlert } from './SettingsAlert';
import { SettingsCard, StyledCardActions, StyledCardForm } from './SettingsCard';

const StyledForgot = styled(Link)`
  color: ${theme.color.text.link};
  font-size: ${theme.font.size.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** Current, new and confirmed password with the live checklist (spec 2, 5). */
export function PasswordCard() {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [alert, setAlert] = useState<Alert | null>(null);
  const update = useUpdatePassword();

  const valid = canChangePassword(current, password, confirmation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || update.isPending) return;
    setAlert(null);
    update.mutate(
      { old_password: current, password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmation('');
          toast.show({ tone: 'success', message: t('settings.password.changed') });
        },
        onError: (error) => setAlert(settingsAlertFor('password', readApiFailure(error))),
      },
    );
  };

  const title = t('settings.password.title');
  return (
    <SettingsCard title={title}>
      <StyledCardForm onSubmit={submit} noValidate aria-label={title}>
        <SettingsAlert alert={alert} onDismiss={() => setAlert(null)} />
        <PasswordField
          label={t('settings.password.old')}
          name="currentPassword"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoComplete="current-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          required
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordLabel={t('settings.password.new')}
          confirmationLabel={t('settings.password.confirm')}
        />
        <StyledForgot to="/forgot-password">{t('settings.password.forgot')}</StyledForgot>
        <StyledCardActions>
          <Button type="submit" variant="primary" disabled={!valid} loading={update.isPending}>
            {t('settings.password.submit')}
          </Button>
        </StyledCardActions>
      </StyledCardForm>
    </SettingsCard>
  );
}
