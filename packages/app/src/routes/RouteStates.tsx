import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, theme } from '@jiyun/design-system';

const StyledCentre = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  padding: ${theme.space[8]};
  color: ${theme.color.text.secondary};
`;

/** While the first page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <StyledCentre role="status" aria-live="polite">
      {t('status.loading')}
    </StyledCentre>
  );
}

/** A page that failed to load or render (for instance its code could not be fetched). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <StyledCentre>
      <Alert tone="error">{t('errors.generic')}</Alert>
    </StyledCentre>
  );
}
