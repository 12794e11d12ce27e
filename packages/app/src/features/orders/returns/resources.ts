import en from '../../../i18n/locales/en/returns.json';
import zhHans from '../../../i18n/locales/zhHans/returns.json';
import { addResources } from '../../../i18n';

// The return words travel with the returns chunks, in both languages.
addResources('returns', { zhHans, en });
