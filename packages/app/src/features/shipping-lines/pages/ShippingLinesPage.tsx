import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function ShippingLinesPage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('shippingLines')}</PageHeading>;
}
