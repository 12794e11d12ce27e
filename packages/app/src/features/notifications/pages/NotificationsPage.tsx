import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function NotificationsPage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('notifications')}</PageHeading>;
}
