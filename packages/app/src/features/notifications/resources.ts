import enNotifications from '../../i18n/locales/en/notifications.json';
import zhNotifications from '../../i18n/locales/zhHans/notifications.json';
import { addResources } from '../../i18n';

addResources('notifications', { zhHans: zhNotifications, en: enNotifications });
