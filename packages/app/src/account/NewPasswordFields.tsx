import { useTranslation } from 'react-i18next';
import { PasswordChecklist, PasswordField } from '@jiyun/design-system';
import { confirmationMismatch, passwordChecklistRows } from './password-rules';

/**
 * New password and its confirmation, with the live requirement checklist and "Password has to
 * match" under the confirmation (forgot-password reset and the settings password card).
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel,
  confirmationLabel,
  name = 'newPassword',
}: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel: string;
  confirmationLabel: string;
  name?: string;
}) {
  const { t } = useTranslation('account');
  const visibility = { showLabel: t('password.show'), hideLabel: t('password.hide') };
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name={name}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        autoComplete="new-password"
        required
        {...visibility}
      />
      <PasswordChecklist
        title={t('password.checklistTitle')}
        metLabel={t('password.met')}
        unmetLabel={t('password.unmet')}
        items={passwordChecklistRows(password).map((row) => ({
          key: row.key,
          met: row.met,
          label: t(`password.${row.key}`),
        }))}
      />
      <PasswordField
        label={confirmationLabel}
        name={`${name}Confirmation`}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        autoComplete="new-password"
        required
        error={confirmationMismatch(password, confirmation) ? t('password.mismatch') : undefined}
        {...visibility}
      />
    </>
  );
}
