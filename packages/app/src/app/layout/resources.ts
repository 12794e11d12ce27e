import enAreas from '../../i18n/locales/en/areas.json';
import enLayout from '../../i18n/locales/en/layout.json';
import zhAreas from '../../i18n/locales/zhHans/areas.json';
import zhLayout from '../../i18n/locales/zhHans/layout.json';
import { addResources } from '../../i18n';

// The signed-in frame and the area titles travel with the layout chunk, not with /login.
addResources('layout', { zhHans: zhLayout, en: enLayout });
addResources('areas', { zhHans: zhAreas, en: enAreas });
