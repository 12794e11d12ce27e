import { useTranslation } from 'react-i18next';
import type { SendCodeButtonLabels } from '@jiyun/design-system';

/** The send-code button's words in the merchant's language. */
export function useSendCodeLabels(): SendCodeButtonLabels {
  const { t } = useTranslation('account');
  return {
    send: t('sendCode.send'),
    resend: t('sendCode.resend'),
    countdown: (seconds) => t('sendCode.countdown', { seconds }),
    sent: t('sendCode.sent'),
  };
}
