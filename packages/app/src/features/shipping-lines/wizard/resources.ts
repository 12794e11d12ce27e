import en from '../../../i18n/locales/en/shippingLineWizard.json';
import zhHans from '../../../i18n/locales/zhHans/shippingLineWizard.json';
import { addResources } from '../../../i18n';

// The wizard's words travel with the wizard's chunk, in both languages.
addResources('shippingLineWizard', { zhHans, en });
