import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { pageTitleKey } from './handle';

/**
 * Keeps the tab's title on the current page in the current language (`仓库与包裹 · 集运`), so
 * tabs, history and screen readers tell pages apart. Renders nothing.
 */
export function DocumentTitle() {
  const { t } = useTranslation('common');
  const key = pageTitleKey(useMatches());
  // The area titles arrive with the signed-in layout; outside it the product name stands alone.
  const title = key
    ? t('pageTitle', { page: t(key, { ns: 'areas' }), product: t('productName') })
    : t('productName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
