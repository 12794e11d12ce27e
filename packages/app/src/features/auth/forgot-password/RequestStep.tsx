import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, PhoneField } from '@jiyun/design-system';
import {
  DEFAULT_LOGIN_COUNTRY_CODE,
  keepPhoneCharacters,
  normalizeCountryCode,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { requestPasswordReset } from './api';
import { FailureAlert } from './FailureAlert';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { restartReason, type ForgotPasswordFlow } from './flow';
import { StepFrame, StyledStepForm } from './StepFrame';

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** Step 1: the phone number of the account; a code is texted to it. */
export function ForgotPasswordRequestPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [restart, setRestart] = useState(() => restartReason(location.state));
  const [countryCode, setCountryCode] = useState<PhoneCountryCode>(DEFAULT_LOGIN_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);

  const filled = phone.trim() !== '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || pending) return;
    setPending(true);
    setAlert(null);
    setRestart(null);
    try {
      const sent = await requestPasswordReset({
        country_code: countryCode,
        phone_number: phone.trim(),
      });
      const flow: ForgotPasswordFlow = {
        countryCode,
        phone: phone.trim(),
        flowToken: sent.flow_token,
        codeSentAt: codeSentAtFor(sent.resend_after, Date.now()),
      };
      await navigate(`${FORGOT_PASSWORD_PATH}/code`, { state: flow });
    } catch (error) {
      setAlert(forgotPasswordAlertFor('request', readApiFailure(error)));
      setPending(false);
    }
  };

  return (
    <StepFrame
      title={t('forgotPassword.request.title')}
      subtitle={t('forgotPassword.request.subtitle')}
    >
      <StyledStepForm onSubmit={(event) => void submit(event)} noValidate>
        {restart && (
          <Alert
            tone="warning"
            onDismiss={() => setRestart(null)}
            dismissLabel={t('common:actions.dismiss')}
          >
            {t(`forgotPassword.missing.${restart}`)}
          </Alert>
        )}
        <FailureAlert alert={alert} onDismiss={() => setAlert(null)} />
        <PhoneField
          label={t('forgotPassword.request.phone')}
          name="phone"
          value={phone}
          onChange={(value) => setPhone(keepPhoneCharacters(value))}
          countryCode={countryCode}
          onCountryCodeChange={(code) =>
            setCountryCode(normalizeCountryCode(code) ?? DEFAULT_LOGIN_COUNTRY_CODE)
          }
          countryCodes={[...PHONE_COUNTRY_CODES]}
          countryCodeLabel={t('forgotPassword.request.countryCode')}
          placeholder="1234567890"
          inputProps={{ autoComplete: 'username' }}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={!filled}
          loading={pending}
        >
          {t('forgotPassword.request.submit')}
        </Button>
      </StyledStepForm>
    </StepFrame>
  );
}
