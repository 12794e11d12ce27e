import en from '../../i18n/locales/en/dashboard.json';
import zhHans from '../../i18n/locales/zhHans/dashboard.json';
import { addResources } from '../../i18n';

// The dashboard's words travel with its chunk, in both languages.
addResources('dashboard', { zhHans, en });
