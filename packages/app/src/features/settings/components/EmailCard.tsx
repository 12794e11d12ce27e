import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useToast } from '@jiyun/design-system';
import type { SessionUser } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { useUpdateEmail } from '../queries';
import { canChangeEmail, settingsAlertFor, type SettingsAlert as Alert } from '../rules';
import { SettingsAlert } from './SettingsAlert';
import {
  SettingsCard,
  StyledCardActions,
  StyledCardForm,
  StyledCurrentValue,
} from './SettingsCard';

/** The account's email: view → Edit → Change email; a failed change closes with the old value. */
export function EmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(user.email ?? '');
  const [alert, setAlert] = useState<Alert | null>(null);
  const update = useUpdateEmail();

  const close = () => {
    setEditing(false);
    setEmail(user.email ?? '');
  };

  const edit = () => {
    close();
    setAlert(null);
    setEditing(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canChangeEmail(email, user.email) || update.isPending) return;
    setAlert(null);
    update.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          toast.show({ tone: 'success', message: t('settings.email.changed') });
        },
        onError: (error) => {
          close();
          setAlert(settingsAlertFor('email', readApiFailure(error)));
        },
      },
    );
  };

  const title = t('settings.email.title');
  return (
    <SettingsCard title={title} onEdit={editing ? undefined : edit}>
      <SettingsAlert alert={alert} onDismiss={() => setAlert(null)} />
      {!editing ? (
        <StyledCurrentValue>{user.email ?? t('settings.notSet')}</StyledCurrentValue>
      ) : (
        <StyledCardForm onSubmit={submit} noValidate aria-label={title}>
          <TextField
            label={t('settings.email.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <StyledCardActions>
            <Button
              type="submit"
              variant="primary"
              disabled={!canChangeEmail(email, user.email)}
              loading={update.isPending}
            >
              {t('settings.email.change')}
            </Button>
            <Button variant="secondary" onClick={close} disabled={update.isPending}>
              {t('settings.actions.cancel')}
            </Button>
          </StyledCardActions>
        </StyledCardForm>
      )}
    </SettingsCard>
  );
}
