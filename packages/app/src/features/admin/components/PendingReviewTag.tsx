import { useTranslation } from 'react-i18next';
import { StatusTag } from '@jiyun/design-system';

/** "Pending Review": a change waits for platform staff (spec §4). */
export function PendingReviewTag() {
  const { t } = useTranslation('admin');
  return <StatusTag tone="warning" label={t('pendingReview')} />;
}
