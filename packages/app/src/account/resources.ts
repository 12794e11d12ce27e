import enAccount from '../i18n/locales/en/account.json';
import zhAccount from '../i18n/locales/zhHans/account.json';
import { addResources } from '../i18n';

// The words of the forgot-password pages and of the account settings travel with their chunks,
// never with /login.
addResources('account', { zhHans: zhAccount, en: enAccount });
