import en from '../../i18n/locales/en/admin.json';
import zhHans from '../../i18n/locales/zhHans/admin.json';
import { addResources } from '../../i18n';

// The admin words travel with the area's chunk, in both languages.
addResources('admin', { zhHans, en });
