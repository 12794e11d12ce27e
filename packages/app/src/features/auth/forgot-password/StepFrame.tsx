import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { PageHeading } from '../../../components/PageHeading';
import { AuthShell } from '../components/AuthShell';
import { urls } from '../../../routes/urls';

const StyledSubtitle = styled.p`
  margin: ${theme.space[2]} 0 ${theme.space[6]};
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const StyledStepForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border.subtle};
  font-size: ${theme.font.size.sm};
`;

export const StyledStepLink = styled(Link)`
  color: ${theme.color.text.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * One step of the forgot-password flow in the public frame: title, what to do, the form, and
 * the way back to login. No sign-up button here (spec 2).
 */
export function StepFrame({
  title,
  subtitle,
  children,
  links,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Further links beside "Back to login". */
  links?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <AuthShell>
      <PageHeading>{title}</PageHeading>
      <StyledSubtitle>{subtitle}</StyledSubtitle>
      {children}
      <StyledFooter>
        {links}
        <StyledStepLink to={urls.login()}>{t('forgotPassword.backToLogin')}</StyledStepLink>
      </StyledFooter>
    </AuthShell>
  );
}
