import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { AuthShell } from '../components/AuthShell';

// The forgot-password flow is its own feature; until it lands each step shows where it stands.
function ForgotPasswordStep({ title }: { title: 'requestTitle' | 'codeTitle' | 'resetTitle' }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell>
      <PageHeading>{t(`forgotPassword.${title}`)}</PageHeading>
    </AuthShell>
  );
}

export function ForgotPasswordRequestPage() {
  return <ForgotPasswordStep title="requestTitle" />;
}

export function ForgotPasswordCodePage() {
  return <ForgotPasswordStep title="codeTitle" />;
}

export function ForgotPasswordResetPage() {
  return <ForgotPasswordStep title="resetTitle" />;
}
