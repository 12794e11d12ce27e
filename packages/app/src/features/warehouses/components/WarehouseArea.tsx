import { Outlet } from 'react-router-dom';
import '../resources';

/**
 * The frame of every warehouse page: its words load with the area's code. Toasts come from the
 * signed-in layout, so "Warehouse created" outlives the page change the form makes.
 */
export function WarehouseArea() {
  return <Outlet />;
}
