import en from '../../i18n/locales/en/orders.json';
import zhHans from '../../i18n/locales/zhHans/orders.json';
import { addResources } from '../../i18n';

// The order words travel with the orders chunk, in both languages.
addResources('orders', { zhHans, en });
