import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function WarehousePage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('warehouse')}</PageHeading>;
}
