import { useTranslation } from 'react-i18next';
import { Alert } from '@jiyun/design-system';
import type { ForgotPasswordAlert } from './alerts';

/** The failure of the step's last call, dismissible. */
export function FailureAlert({
  alert,
  onDismiss,
}: {
  alert: ForgotPasswordAlert | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  if (!alert) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss} dismissLabel={t('common:actions.dismiss')}>
      {alert.kind === 'server' ? alert.message : t(alert.key)}
    </Alert>
  );
}
