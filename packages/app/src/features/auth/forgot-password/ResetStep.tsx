import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Modal } from '@jiyun/design-system';
import { readApiFailure } from '../../../api/api-error';
import { LOGIN_PATH } from '../../../routes/navigation';
import { NewPasswordFields } from '../../../account/NewPasswordFields';
import { canSetNewPassword } from '../../../account/password-rules';
import { admitSession } from '../../../session/actions';
import { forgotPasswordAlertFor, type ForgotPasswordAlert } from './alerts';
import { resetPassword } from './api';
import { FailureAlert } from './FailureAlert';
import { readFlow } from './flow';
import { FORGOT_PASSWORD_PATH } from './RequestStep';
import { StepFrame, StyledStepForm } from './StepFrame';

/** Step 3: the new password; success signs the user in, confirms, then opens the back-office. */
export function ForgotPasswordResetPage() {
  const { state } = useLocation();
  const read = readFlow(state, 'reset');
  if ('missing' in read) {
    return <Navigate to={FORGOT_PASSWORD_PATH} replace state={{ missing: read.missing }} />;
  }
  return <ResetForm resetToken={read.flow.resetToken ?? ''} />;
}

function ResetForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const store = useStore();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<ForgotPasswordAlert | null>(null);
  const [done, setDone] = useState(false);

  const valid = canSetNewPassword(password, confirmation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setAlert(null);
    try {
      const answer = await resetPassword({ resetPasswordToken: resetToken, password });
      // Signed in exactly as a login does (an account that may not use the back-office is not).
      if (admitSession({ accessToken: answer.accessToken, user: answer.data.user }, store)) {
        setDone(true);
      } else {
        await navigate(LOGIN_PATH, { replace: true });
      }
    } catch (error) {
      setAlert(forgotPasswordAlertFor('reset', readApiFailure(error)));
    } finally {
      setPending(false);
    }
  };

  const enter = () => void navigate('/', { replace: true });

  return (
    <StepFrame
      title={t('forgotPassword.reset.title')}
      subtitle={t('forgotPassword.reset.subtitle')}
    >
      <StyledStepForm onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert alert={alert} onDismiss={() => setAlert(null)} />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordLabel={t('forgotPassword.reset.password')}
          confirmationLabel={t('forgotPassword.reset.confirm')}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={!valid || done}
          loading={pending}
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
