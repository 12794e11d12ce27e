import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@jiyun/design-system';

/** "Leave this page?": what `LeaveGuard` asks while the router holds a move back. */
export default function LeaveDialog({
  onLeave,
  onStay,
}: {
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <ConfirmModal
      open
      title={t('layout:leave.title')}
      message={t('layout:leave.message')}
      confirmLabel={t('layout:leave.leave')}
      backLabel={t('layout:leave.stay')}
      closeLabel={t('common:actions.close')}
      tone="danger"
      onConfirm={onLeave}
      onBack={onStay}
    />
  );
}
