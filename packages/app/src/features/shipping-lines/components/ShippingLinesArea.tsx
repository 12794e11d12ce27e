import { Outlet } from 'react-router-dom';
import '../resources';

/** The frame of every shipping-line page: its words load with the area's code. */
export function ShippingLinesArea() {
  return <Outlet />;
}
