import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';

export function CompanyProfilePage() {
  const { t } = useTranslation('areas');
  return <PageHeading>{t('companyProfile')}</PageHeading>;
}
