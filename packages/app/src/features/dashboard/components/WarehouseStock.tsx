import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, theme } from '@jiyun/design-system';
import type { DashboardWarehouse } from '@jiyun/domain';
import { urls } from '../../../routes/urls';
import { stockFigure } from '../model/dashboard-view';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};

  & th,
  & td {
    padding: ${theme.space[2]} 0;
    border-bottom: 1px solid ${theme.color.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  & th:first-child,
  & td:first-child {
    text-align: left;
    padding-right: ${theme.space[3]};
  }

  & thead th {
    color: ${theme.color.text.secondary};
    font-weight: ${theme.font.weight.medium};
  }
`;

const StyledLink = styled(Link)`
  color: ${theme.color.text.link};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

/**
 * Parcels in stock and overdue per warehouse: each warehouse a link to its inventory, each figure
 * a link to the inventory on exactly the parcels it counts, so the list shows the same number.
 */
export function WarehouseStock({ warehouses }: { warehouses: DashboardWarehouse[] }) {
  const { t } = useTranslation('dashboard');
  const figureLink = (warehouse: DashboardWarehouse, figure: 'in_stock' | 'overdue') => {
    const shown = stockFigure(warehouse[figure]);
    const label = figure === 'in_stock' ? 'warehouses.inStockAt' : 'warehouses.overdueAt';
    return (
      <StyledLink
        to={urls.warehouses.figure(warehouse.id, figure)}
        aria-label={t(label, { warehouse: warehouse.warehouse_name, figure: shown })}
      >
        {shown}
      </StyledLink>
    );
  };
  return (
    <Card title={t('warehouses.title')} headingLevel={2}>
      {warehouses.length === 0 ? (
        <StyledNone>{t('warehouses.none')}</StyledNone>
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('warehouses.warehouse')}</th>
              <th scope="col">{t('warehouses.inStock')}</th>
              <th scope="col">{t('warehouses.overdue')}</th>
            </tr>
          </thead>
          <tbody>
            {warehouses.map((warehouse) => (
              <tr key={warehouse.id}>
                <th scope="row">
                  <StyledLink to={urls.warehouses.inventory(warehouse.id)}>
                    {warehouse.warehouse_name}
                  </StyledLink>
                </th>
                <td>{figureLink(warehouse, 'in_stock')}</td>
                <td>{figureLink(warehouse, 'overdue')}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </Card>
  );
}
