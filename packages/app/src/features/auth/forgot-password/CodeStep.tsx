import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, OtpField, SendCodeButton } from '@jiyun/design-system';
import {
  NEW_CODE_NOTICE_MS,
  OTP_CODE_LENGTH,
  OTP_RESEND_SECONDS,
  passwordResetVerifySchema,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { passwordResetClient } from '../api/password-reset';
import { FailureAlert } from './FailureAlert';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { readFlow, type ForgotPasswordFlow } from './flow';
import { StepFrame, StyledStepForm, StyledStepLink } from './StepFrame';
import { useSendCodeLabels } from '../../../account/use-send-code-labels';
import { urls } from '../../../routes/urls';

/** Step 2: the 6-digit code from the text message, with a resend after the countdown. */
export function ForgotPasswordCodePage() {
  const { state } = useLocation();
  const read = readFlow(state, 'code');
  if ('missing' in read) {
    return (
      <Navigate to={urls.forgotPassword.request()} replace state={{ missing: read.missing }} />
    );
  }
  return <CodeForm flow={read.flow} />;
}

interface CodeForm {
  otpCode: string;
}

function CodeForm({ flow }: { flow: ForgotPasswordFlow }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sendCodeLabels = useSendCodeLabels();
  const { control, isValid, formRef, submit, formState } = useSchemaForm<CodeForm>({
    schema: passwordResetVerifySchema,
    defaultValues: { otpCode: '' },
  });
  // Not form state: the server's answer to the last try, shown above the field.
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);

  const resend = async () => {
    setAlert(null);
    try {
      const sent = await passwordResetClient.resend(flow.flowToken);
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

  const onSubmit = submit(async ({ otpCode }) => {
    setAlert(null);
    try {
      const resetToken = await passwordResetClient.verify(flow.flowToken, otpCode);
      const next: ForgotPasswordFlow = { ...flow, resetToken };
      await navigate(urls.forgotPassword.reset(), { state: next });
    } catch (error) {
      setAlert(forgotPasswordAlertFor('verify', readApiFailure(error)));
    }
  });

  return (
    <StepFrame
      title={t('forgotPassword.code.title')}
      subtitle={t('forgotPassword.code.subtitle', { phone: `${flow.countryCode} ${flow.phone}` })}
      links={
        <StyledStepLink to={urls.forgotPassword.request()}>
          {t('forgotPassword.code.otherPhone')}
        </StyledStepLink>
      }
    >
      <StyledStepForm ref={formRef} onSubmit={onSubmit} noValidate>
        <FailureAlert alert={alert} onDismiss={() => setAlert(null)} />
        <Controller
          control={control}
          name="otpCode"
          render={({ field }) => (
            <OtpField
              label={t('forgotPassword.code.code')}
              name="code"
              value={field.value}
              onChange={field.onChange}
              length={OTP_CODE_LENGTH}
              required
            />
          )}
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
          disabled={!isValid}
          loading={formState.isSubmitting}
        >
          {t('forgotPassword.code.submit')}
        </Button>
      </StyledStepForm>
    </StepFrame>
  );
}
