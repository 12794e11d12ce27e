import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, OtpField, SendCodeButton } from '@jiyun/design-system';
import { OTP_CODE_LENGTH, OTP_RESEND_SECONDS, NEW_CODE_NOTICE_MS } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { resendPasswordResetCode, verifyPasswordResetCode } from './api';
import { FailureAlert } from './FailureAlert';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { readFlow, type ForgotPasswordFlow } from './flow';
import { FORGOT_PASSWORD_PATH } from './RequestStep';
import { StepFrame, StyledStepForm, StyledStepLink } from './StepFrame';
import { useSendCodeLabels } from '../../../account/use-send-code-labels';

/** Step 2: the 6-digit code from the text message, with a resend after the countdown. */
export function ForgotPasswordCodePage() {
  const { state } = useLocation();
  const read = readFlow(state, 'code');
  if ('missing' in read) {
    return <Navigate to={FORGOT_PASSWORD_PATH} replace state={{ missing: read.missing }} />;
  }
  return <CodeForm flow={read.flow} />;
}

function CodeForm({ flow }: { flow: ForgotPasswordFlow }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sendCodeLabels = useSendCodeLabels();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);

  const complete = code.length === OTP_CODE_LENGTH;

  const resend = async () => {
    setAlert(null);
    try {
      const sent = await resendPasswordResetCode(flow.flowToken);
      // Remember the new send in this history entry, so a reload keeps the countdown.
      const next: ForgotPasswordFlow = {
        ...flow,
        codeSentAt: codeSentAtFor(sent.resend_after, Date.now()),
      };
      await navigate(pathname, { replace: true, state: next });
    } catch (error) {
      setAlert(forgotPasswordAlertFor('resend', readApiFailure(error)));
      throw error;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || pending) return;
    setPending(true);
    setAlert(null);
    try {
      const resetToken = await verifyPasswordResetCode(flow.flowToken, code);
      const next: ForgotPasswordFlow = { ...flow, resetToken };
      await navigate(`${FORGOT_PASSWORD_PATH}/reset`, { state: next });
    } catch (error) {
      setAlert(forgotPasswordAlertFor('verify', readApiFailure(error)));
      setPending(false);
    }
  };

  return (
    <StepFrame
      title={t('forgotPassword.code.title')}
      subtitle={t('forgotPassword.code.subtitle', { phone: `${flow.countryCode} ${flow.phone}` })}
      links={
        <StyledStepLink to={FORGOT_PASSWORD_PATH}>
          {t('forgotPassword.code.otherPhone')}
        </StyledStepLink>
      }
    >
      <StyledStepForm onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert alert={alert} onDismiss={() => setAlert(null)} />
        <OtpField
          label={t('forgotPassword.code.code')}
          name="code"
          value={code}
          onChange={setCode}
          length={OTP_CODE_LENGTH}
          required
        />
        <SendCodeButton
          onSend={resend}
          sentAt={flow.codeSentAt}
          seconds={OTP_RESEND_SECONDS}
          noticeMs={NEW_CODE_NOTICE_MS}
          labels={sendCodeLabels}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={!complete}
          loading={pending}
        >
          {t('forgotPassword.code.submit')}
        </Button>
      </StyledStepForm>
    </StepFrame>
  );
}
