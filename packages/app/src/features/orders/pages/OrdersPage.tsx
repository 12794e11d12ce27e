import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function OrdersPage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('orders')}</PageHeading>;
}
