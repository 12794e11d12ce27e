import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { PageHeading } from '../../components/PageHeading';

const StyledMessage = styled.p`
  margin-top: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/** Shown instead of a page the signed-in team member has no permission for. */
export function NoAccess() {
  const { t } = useTranslation('layout');
  return (
    <section>
      <PageHeading>{t('noAccess.title')}</PageHeading>
      <StyledMessage>{t('noAccess.message')}</StyledMessage>
    </section>
  );
}
