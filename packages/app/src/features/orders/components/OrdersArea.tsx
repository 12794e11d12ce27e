import { Outlet } from 'react-router-dom';
import '../resources';

/** The frame of every order page: it brings the area's words with its chunk. */
export function OrdersArea() {
  return <Outlet />;
}
