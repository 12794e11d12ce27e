import en from '../../i18n/locales/en/shippingLines.json';
import zhHans from '../../i18n/locales/zhHans/shippingLines.json';
import { addResources } from '../../i18n';

// The shipping-line words travel with the area's chunk, in both languages.
addResources('shippingLines', { zhHans, en });
