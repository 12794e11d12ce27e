import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@jiyun/design-system';
import type { SessionUser } from '@jiyun/domain';
import { useUpdateEmail } from '../queries';
import { canChangeEmail } from '../rules';
import { EditableSettingCard } from './EditableSettingCard';
import { useSettingEdit } from './use-setting-edit';

/** The account's email: view → Edit → Change email; a failed change closes with the old value. */
export function EmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const [email, setEmail] = useState(user.email ?? '');
  const editState = useSettingEdit(() => setEmail(user.email ?? ''));
  const update = useUpdateEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canChangeEmail(email, user.email) || update.isPending) return;
    editState.setAlert(null);
    update.mutate(
      { email: email.trim() },
      editState.saveCallbacks('email', t('settings.email.changed')),
    );
  };

  return (
    <EditableSettingCard
      title={t('settings.email.title')}
      edit={editState}
      current={user.email ?? t('settings.notSet')}
      onSubmit={submit}
      submitLabel={t('settings.email.change')}
      canSubmit={canChangeEmail(email, user.email)}
      saving={update.isPending}
    >
      <TextField
        label={t('settings.email.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
    </EditableSettingCard>
  );
}
