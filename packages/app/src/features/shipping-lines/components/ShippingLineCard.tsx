import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, theme } from '@jiyun/design-system';
import type { ShippingLineListItem } from '@jiyun/domain';
import { CardRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';
import { LineImage } from './LineImage';
import { LineStatusTag } from './LineStatusTag';

const StyledBody = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledCode = styled.dd`
  font-family: ${theme.font.family.mono};
  white-space: nowrap;
`;

const StyledRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One line in the grid: picture, name, status, route code and warehouse; opens the line. */
export function ShippingLineCard({ line }: { line: ShippingLineListItem }) {
  const { t } = useTranslation('shippingLines');
  return (
    <Card
      as="article"
      headingLevel={2}
      title={line.name}
      href={urls.shippingLines.detail(line.id)}
      linkComponent={CardRouterLink}
    >
      <StyledBody>
        <LineImage src={line.image} alt="" />
        <StyledRow>
          <LineStatusTag status={line.status} />
        </StyledRow>
        <StyledFacts>
          <dt>{t('list.routeCode')}</dt>
          <StyledCode>{line.shipping_route.code}</StyledCode>
          <dt>{t('list.warehouse')}</dt>
          <dd>{line.merchant_warehouse?.warehouse_name ?? t('list.noWarehouse')}</dd>
        </StyledFacts>
      </StyledBody>
    </Card>
  );
}
