import en from '../../i18n/locales/en/billing.json';
import zhHans from '../../i18n/locales/zhHans/billing.json';
import { addResources } from '../../i18n';

// The billing words travel with the billing chunks, in both languages.
addResources('billing', { zhHans, en });
