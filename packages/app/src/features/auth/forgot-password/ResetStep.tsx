import { useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Modal } from '@jiyun/design-system';
import { resetPasswordSchema } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { LOGIN_PATH } from '../../../routes/navigation';
import { NewPasswordFields } from '../../../account/NewPasswordFields';
import { confirmationFailures } from '../../../account/password-rules';
import { admitSession } from '../../../session/actions';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { passwordResetClient } from '../api/password-reset';
import { FailureAlert } from './FailureAlert';
import { readFlow } from './flow';
import { StepFrame, StyledStepForm } from './StepFrame';
import { urls } from '../../../routes/urls';

/** Step 3: the new password; success signs the user in, confirms, then opens the back-office. */
export function ForgotPasswordResetPage() {
  const { state } = useLocation();
  const read = readFlow(state, 'reset');
  if ('missing' in read) {
    return (
      <Navigate to={urls.forgotPassword.request()} replace state={{ missing: read.missing }} />
    );
  }
  return <ResetForm resetToken={read.flow.resetToken ?? ''} />;
}

interface ResetForm {
  password: string;
  confirmation: string;
}

function ResetForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const store = useStore();
  const { values, setValue, isValid, formRef, submit, formState } = useSchemaForm<ResetForm>({
    schema: resetPasswordSchema,
    defaultValues: { password: '', confirmation: '' },
    toBody: ({ password }) => ({ resetPasswordToken: resetToken, password }),
    extraFailures: ({ password, confirmation }) => confirmationFailures(password, confirmation),
  });
  // Not form state: the server's answer to the last try, and whether the success modal is open.
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = submit(async ({ password }) => {
    setAlert(null);
    try {
      const answer = await passwordResetClient.reset({ resetPasswordToken: resetToken, password });
      // Signed in exactly as a login does (an account that may not use the back-office is not).
      if (admitSession({ accessToken: answer.accessToken, user: answer.data.user }, store)) {
        setDone(true);
      } else {
        await navigate(LOGIN_PATH, { replace: true });
      }
    } catch (error) {
      setAlert(forgotPasswordAlertFor('reset', readApiFailure(error)));
    }
  });

  const enter = () => void navigate(urls.home(), { replace: true });

  return (
    <StepFrame
      title={t('forgotPassword.reset.title')}
      subtitle={t('forgotPassword.reset.subtitle')}
    >
      <StyledStepForm ref={formRef} onSubmit={onSubmit} noValidate>
        <FailureAlert alert={alert} onDismiss={() => setAlert(null)} />
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmation}
          onPasswordChange={(value) => setValue('password', value)}
          onConfirmationChange={(value) => setValue('confirmation', value)}
          passwordLabel={t('forgotPassword.reset.password')}
          confirmationLabel={t('forgotPassword.reset.confirm')}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={!isValid || done}
          loading={formState.isSubmitting}
        >
          {t('forgotPassword.reset.submit')}
        </Button>
      </StyledStepForm>
      <Modal
        open={done}
        onClose={enter}
        title={t('forgotPassword.success.title')}
        closeLabel={t('common:actions.close')}
        size="sm"
        footer={
          <Button variant="primary" onClick={enter}>
            {t('forgotPassword.success.continue')}
          </Button>
        }
      >
        <p>{t('forgotPassword.success.message')}</p>
      </Modal>
    </StepFrame>
  );
}
