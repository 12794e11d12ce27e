import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Card, StatusTag, theme } from '@jiyun/design-system';
import { warehouseStatusTone, type Warehouse } from '@jiyun/domain';
import { languageFromStored } from '../../../i18n/language';
import { useImageResolver } from '../../../api/files/image-resolver';
import { operatorName } from '../model/warehouse-form';
import { countryName, placeLine, placeName } from '../model/place-names';
import { CardRouterLink } from '../../../components/router-links';
import { WarehouseImage } from './WarehouseImage';
import { urls } from '../../../routes/urls';

const VISIBLE_OPERATORS = 4;

const StyledBody = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const StyledPlace = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledAvatars = styled.ul`
  display: flex;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    margin-left: -${theme.space[2]};
  }
`;

const StyledMore = styled.li`
  padding-left: ${theme.space[3]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledMuted = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** One warehouse in the grid: picture, name, status, place and operators; opens its inventory. */
export function WarehouseCard({ warehouse }: { warehouse: Warehouse }) {
  const { t, i18n } = useTranslation('warehouses');
  const language = languageFromStored(i18n.language);
  const resolveSrc = useImageResolver();
  const operators = warehouse.warehouse_operators;
  const place = placeLine(
    [
      placeName(warehouse.city_info, language),
      placeName(warehouse.state_info, language),
      countryName(warehouse.country, language),
    ],
    language,
  );

  return (
    <Card
      as="article"
      headingLevel={2}
      title={warehouse.warehouse_name}
      href={urls.warehouses.inventory(warehouse.id)}
      linkComponent={CardRouterLink}
    >
      <StyledBody>
        <WarehouseImage src={warehouse.image} alt="" />
        <StyledRow>
          <StyledPlace>{place || t('fallback.address')}</StyledPlace>
          <StatusTag
            tone={warehouseStatusTone(warehouse.status)}
            label={t(`warehouseStatus.${warehouse.status}`)}
          />
        </StyledRow>
        {operators.length === 0 ? (
          <StyledMuted>{t('list.noOperators')}</StyledMuted>
        ) : (
          <StyledAvatars aria-label={t('list.operators')}>
            {operators.slice(0, VISIBLE_OPERATORS).map((operator) => (
              <li key={operator.id}>
                <Avatar
                  src={operator.avatar_url}
                  name={operatorName(operator)}
                  resolveSrc={resolveSrc}
                  size="sm"
                />
              </li>
            ))}
            {operators.length > VISIBLE_OPERATORS && (
              <StyledMore>
                {t('list.moreOperators', { count: operators.length - VISIBLE_OPERATORS })}
              </StyledMore>
            )}
          </StyledAvatars>
        )}
      </StyledBody>
    </Card>
  );
}
