import 'i18next';
import type account from './locales/en/account.json';
import type areas from './locales/en/areas.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type layout from './locales/en/layout.json';
import type notifications from './locales/en/notifications.json';
import type shippingLines from './locales/en/shippingLines.json';
import type warehouses from './locales/en/warehouses.json';
import type shippingLineWizard from './locales/en/shippingLineWizard.json';
import type admin from './locales/en/admin.json';
import type orders from './locales/en/orders.json';
import type returns from './locales/en/returns.json';
import type billing from './locales/en/billing.json';
import type dashboard from './locales/en/dashboard.json';
import type forms from './locales/en/forms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      layout: typeof layout;
      areas: typeof areas;
      account: typeof account;
      notifications: typeof notifications;
      warehouses: typeof warehouses;
      shippingLines: typeof shippingLines;
      shippingLineWizard: typeof shippingLineWizard;
      admin: typeof admin;
      orders: typeof orders;
      returns: typeof returns;
      billing: typeof billing;
      dashboard: typeof dashboard;
      forms: typeof forms;
    };
  }
}
