import { useTranslation } from 'react-i18next';
import { Breadcrumb, type BreadcrumbItem } from '@jiyun/design-system';
import { BreadcrumbRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';

/** Warehouses › {the rest}: the trail above every warehouse page but the list. */
export function WarehouseBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation('warehouses');
  return (
    <Breadcrumb
      label={t('breadcrumb.label')}
      items={[{ label: t('breadcrumb.warehouses'), href: urls.warehouses.list() }, ...items]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}
