import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function BillingOverviewPage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('billingOverview')}</PageHeading>;
}
