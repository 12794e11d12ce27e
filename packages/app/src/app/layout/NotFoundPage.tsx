import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { PageHeading } from '../../components/PageHeading';
import { urls } from '../../routes/urls';

const StyledMessage = styled.p`
  margin: ${theme.space[3]} 0 ${theme.space[5]};
  color: ${theme.color.text.secondary};
`;

export function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <section>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <StyledMessage>{t('notFound.message')}</StyledMessage>
      <Link to={urls.home()}>{t('notFound.home')}</Link>
    </section>
  );
}
