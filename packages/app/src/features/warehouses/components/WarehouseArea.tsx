import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ToastProvider } from '@jiyun/design-system';
import '../resources';

/**
 * The frame of every warehouse page: its words are loaded, and toasts outlive a page change
 * ("Warehouse created" shows on the page the form navigates to).
 */
export function WarehouseArea() {
  const { t } = useTranslation('warehouses');
  return (
    <ToastProvider label={t('list.title')} dismissLabel={t('actions.dismiss')}>
      <Outlet />
    </ToastProvider>
  );
}
