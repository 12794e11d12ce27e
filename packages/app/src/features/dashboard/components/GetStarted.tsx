import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, theme } from '@jiyun/design-system';
import type { GetStartedStep } from '@jiyun/domain';
import { getStartedLink } from '../model/dashboard-view';

const StyledSteps = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[3]} 0 0;
  padding-left: ${theme.space[5]};
`;

const StyledLink = styled(Link)`
  color: ${theme.color.text.link};
  font-weight: ${theme.font.weight.medium};

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledHint = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

/** The first steps a new company has not taken yet, each a link to where it is taken. */
export function GetStarted({ steps }: { steps: GetStartedStep[] }) {
  const { t } = useTranslation('dashboard');
  if (steps.length === 0) return null;
  return (
    <Card title={t('getStarted.title')} headingLevel={2}>
      <StyledHint>{t('getStarted.intro')}</StyledHint>
      <StyledSteps>
        {steps.map((step) => (
          <li key={step}>
            <StyledLink to={getStartedLink(step)}>{t(`getStarted.${step}`)}</StyledLink>
            <StyledHint>{t(`getStarted.${step}Hint`)}</StyledHint>
          </li>
        ))}
      </StyledSteps>
    </Card>
  );
}
