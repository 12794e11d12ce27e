import { useTranslation } from 'react-i18next';
import { Breadcrumb, type BreadcrumbItem } from '@jiyun/design-system';
import { BreadcrumbRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';

/**
 * Warehouse and Parcels › {the rest}: the trail above every warehouse page but the list. The
 * first crumb is the side navigation's own item (same key), so the two never name the area apart.
 */
export function WarehouseBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation(['warehouses', 'layout']);
  return (
    <Breadcrumb
      label={t('breadcrumb.label')}
      items={[{ label: t('layout:nav.warehouse'), href: urls.warehouses.list() }, ...items]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}
