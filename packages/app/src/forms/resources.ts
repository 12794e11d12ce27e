import en from '../i18n/locales/en/forms.json';
import zhHans from '../i18n/locales/zhHans/forms.json';
import { addResources } from '../i18n';

// The words every form says the same way travel with the form code, not with the first load of
// /login, which has no use for them.
addResources('forms', { zhHans, en });
