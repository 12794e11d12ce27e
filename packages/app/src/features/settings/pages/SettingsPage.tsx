import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function SettingsPage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('settings')}</PageHeading>;
}
