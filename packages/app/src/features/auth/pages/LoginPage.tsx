import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { AuthShell } from '../components/AuthShell';
import { LoginForm } from '../components/LoginForm';
import { JOIN_URL } from '../join-url';
import { useOneTimeSuccess } from '../login-success';

// Most visits never see it: the dialog's code comes only when a success is to be shown.
const LoginSuccessModal = lazy(async () => ({
  default: (await import('../components/LoginSuccessModal')).LoginSuccessModal,
}));

const StyledHeading = styled.h1`
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

const StyledSubtitle = styled.p`
  margin: ${theme.space[2]} 0 ${theme.space[6]};
  color: ${theme.color.text.secondary};
`;

const StyledSignUp = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border.subtle};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

// A link to another site, dressed as a secondary button.
const StyledSignUpLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${theme.layout.controlHeight.sm};
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text.primary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${theme.color.surface.hover};
  }
`;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [success, dismissSuccess] = useOneTimeSuccess();
  return (
    <AuthShell>
      <StyledHeading>{t('login.title')}</StyledHeading>
      <StyledSubtitle>{t('login.subtitle')}</StyledSubtitle>
      <LoginForm />
      <StyledSignUp>
        {t('login.noAccount')}
        <StyledSignUpLink href={JOIN_URL} target="_blank" rel="noopener noreferrer">
          {t('login.signUp')}
        </StyledSignUpLink>
      </StyledSignUp>
      {success && (
        <Suspense fallback={null}>
          <LoginSuccessModal success={success} onClose={dismissSuccess} />
        </Suspense>
      )}
    </AuthShell>
  );
}
