import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Loading, theme } from '@jiyun/design-system';
import type { CompanyProfile } from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { useCompanyProfile } from '../queries';

/** The form of an edit of the company profile: its card and notes stacked. */
export const StyledProfileForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 720px;
`;

/** The fields inside the form's card. */
export const StyledProfileFields = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

/**
 * The page of an edit of the company profile (display information, legal contact): the heading,
 * the profile while it loads or why it did not, then the form over the profile as loaded.
 */
export function ProfileEditFrame({
  title,
  form,
}: {
  title: string;
  form: (profile: CompanyProfile) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const profile = useCompanyProfile();
  const showLoading = useDelayed(profile.isPending);
  return (
    <>
      <PageHeader title={title} />
      {showLoading && <Loading label={t('profile.loading')} delay={0} />}
      {profile.isError && <Alert tone="error">{t('profile.loadFailed')}</Alert>}
      {profile.data && form(profile.data)}
    </>
  );
}

/** Cancel on an edit of the company profile: back to the profile, nothing saved. */
export function BackToProfileButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => void navigate(urls.admin.companyProfile())}
      disabled={disabled}
    >
      {t('actions.cancel')}
    </Button>
  );
}
