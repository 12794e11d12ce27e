import type { FastifyInstance } from 'fastify';
import passwordResetRoutes from './account/password-reset.js';
import adminRoutes from './admin/index.js';
import accountSettingsRoutes from './account/settings.js';
import loginRoutes from './auth/login.js';
import logoutRoute from './auth/logout.js';
import refreshRoute from './auth/refresh.js';
import downloadRoute from './files/download.js';
import publicFilesRoute from './files/public-files.js';
import devOutboxRoute from './dev/outbox.js';
import bankAccountRoutes from './billing/bank-account.js';
import settlementRoutes from './billing/settlements.js';
import notificationRoutes from './merchants/notifications.js';
import locationsRoute from './locations/locations.js';
import profileRoute from './merchants/profile.js';
import healthRoute from './system/health.js';
import openApiRoute from './system/openapi.js';
import orderRoutes from './orders/orders.js';
import returnRoutes from './returns/returns.js';
import parcelRoutes from './warehouses/parcels.js';
import routeAndDepositRoutes from './shipping-lines/routes-and-deposits.js';
import shippingLineRoutes from './shipping-lines/shipping-lines.js';
import warehouseRoutes from './warehouses/warehouses.js';

/** Every API route, mounted under /api/v1 by the app. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(profileRoute);
  await app.register(passwordResetRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(notificationRoutes);
  await app.register(devOutboxRoute);
  await app.register(warehouseRoutes);
  await app.register(parcelRoutes);
  await app.register(shippingLineRoutes);
  await app.register(routeAndDepositRoutes);
  await app.register(orderRoutes);
  await app.register(returnRoutes);
  await app.register(bankAccountRoutes);
  await app.register(settlementRoutes);
  await app.register(adminRoutes);
  await app.register(locationsRoute);
  await app.register(publicFilesRoute);
  await app.register(downloadRoute);
  await app.register(healthRoute);
  await app.register(openApiRoute);
}
