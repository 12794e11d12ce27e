import en from '../../i18n/locales/en/warehouses.json';
import zhHans from '../../i18n/locales/zhHans/warehouses.json';
import { addResources } from '../../i18n';

// The warehouse words travel with the warehouse chunk, in both languages.
addResources('warehouses', { zhHans, en });
