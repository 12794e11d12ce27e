import { useTranslation } from 'react-i18next';
import { Alert } from '@jiyun/design-system';
import type { SettingsAlert as SettingsAlertValue } from '../rules';

/** The failure of a card's last call (spec 8 settings messages), dismissible. */
export function SettingsAlert({
  alert,
  onDismiss,
}: {
  alert: SettingsAlertValue | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  if (!alert) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss} dismissLabel={t('common:actions.dismiss')}>
      {alert.key === 'settings.errors.rateLimited'
        ? t(alert.key, { seconds: alert.seconds })
        : t(alert.key)}
    </Alert>
  );
}
