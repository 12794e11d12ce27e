import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@jiyun/design-system';
import type { LoginSuccess } from '../login-success';

const TEXTS = {
  'password-reset': 'success.passwordReset',
  registered: 'success.registered',
} as const;

/** The confirmation after a password reset or a registration, with the way back to the form. */
export function LoginSuccessModal({
  success,
  onClose,
}: {
  success: LoginSuccess;
  onClose: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const texts = TEXTS[success];
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`${texts}.title`)}
      closeLabel={t('common:actions.close')}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('success.backToLogin')}
        </Button>
      }
    >
      <p>{t(`${texts}.message`)}</p>
    </Modal>
  );
}
