import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, PhoneField } from '@jiyun/design-system';
import {
  DEFAULT_LOGIN_COUNTRY_CODE,
  keepPhoneCharacters,
  normalizeCountryCode,
  PHONE_COUNTRY_CODES,
  passwordResetRequestSchema,
  type PhoneCountryCode,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { passwordResetClient } from '../api/password-reset';
import { FailureAlert } from './FailureAlert';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { restartReason, type ForgotPasswordFlow } from './flow';
import { StepFrame, StyledStepForm } from './StepFrame';
import { urls } from '../../../routes/urls';

interface RequestForm {
  country_code: PhoneCountryCode;
  phone_number: string;
}

const bodyOf = ({ country_code, phone_number }: RequestForm) => ({
  country_code,
  phone_number: phone_number.trim(),
});

/** Step 1: the phone number of the account; a code is texted to it. */
export function ForgotPasswordRequestPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [restart, setRestart] = useState(() => restartReason(location.state));
  const { control, values, setValue, isValid, formRef, submit, formState } =
    useSchemaForm<RequestForm>({
      schema: passwordResetRequestSchema,
      defaultValues: { country_code: DEFAULT_LOGIN_COUNTRY_CODE, phone_number: '' },
      toBody: bodyOf,
    });
  // Not form state: the server's answer to the last try, shown above the field.
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);

  // Built per submit, not in render: the handler reads the clock.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(async (typed) => {
      setAlert(null);
      setRestart(null);
      const body = bodyOf(typed);
      try {
        const sent = await passwordResetClient.request(body);
        const flow: ForgotPasswordFlow = {
          countryCode: body.country_code,
          phone: body.phone_number,
          flowToken: sent.flow_token,
          codeSentAt: codeSentAtFor(sent.resend_after, Date.now()),
        };
        await navigate(urls.forgotPassword.code(), { state: flow });
      } catch (error) {
        setAlert(forgotPasswordAlertFor('request', readApiFailure(error)));
      }
    })(event);

  return (
    <StepFrame
      title={t('forgotPassword.request.title')}
      subtitle={t('forgotPassword.request.subtitle')}
    >
      <StyledStepForm ref={formRef} onSubmit={onSubmit} noValidate>
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
        <Controller
          control={control}
          name="phone_number"
          render={({ field }) => (
            <PhoneField
              label={t('forgotPassword.request.phone')}
              name="phone"
              value={field.value}
              onChange={(value) => field.onChange(keepPhoneCharacters(value))}
              countryCode={values.country_code}
              onCountryCodeChange={(code) =>
                setValue('country_code', normalizeCountryCode(code) ?? DEFAULT_LOGIN_COUNTRY_CODE)
              }
              countryCodes={[...PHONE_COUNTRY_CODES]}
              countryCodeLabel={t('forgotPassword.request.countryCode')}
              placeholder="1234567890"
              inputProps={{ autoComplete: 'username', onBlur: field.onBlur }}
            />
          )}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={!isValid}
          loading={formState.isSubmitting}
        >
          {t('forgotPassword.request.submit')}
        </Button>
      </StyledStepForm>
    </StepFrame>
  );
}
