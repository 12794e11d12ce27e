import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Card, StatusTag, theme, WarehouseIcon } from '@jiyun/design-system';
import { cappedFigure, warehouseStatusTone, type WarehouseListItem } from '@jiyun/domain';
import { languageFromStored } from '../../../i18n/language';
import { useImageResolver } from '../../../api/files/image-resolver';
import { operatorName } from '../model/warehouse-form';
import { countryName, placeName } from '../../../i18n/place-names';
import { placeLine } from '../model/place-names';
import { CardRouterLink } from '../../../components/router-links';
import { WarehouseImage } from './WarehouseImage';
import { urls } from '../../../routes/urls';

const VISIBLE_OPERATORS = 4;

// A column that fills the card, so the figures sit on its bottom edge in every card of a row.
const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  height: 100%;
`;

// Without a picture the card starts with a small drawn warehouse beside its place, not a grey
// block as large as a picture.
const StyledPlaceLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const StyledIconTile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.secondary};
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  margin: auto 0 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border.subtle};
`;

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[1]};
  min-width: 0;

  dt {
    overflow: hidden;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const tones = {
  neutral: theme.color.text.primary,
  warning: theme.color.warning.fg,
  danger: theme.color.error.fg,
};

const StyledValue = styled.dd<{ $tone: keyof typeof tones }>`
  margin: 0;
  color: ${({ $tone }) => tones[$tone]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
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

/**
 * One warehouse in the grid: picture (when it has one), name, status, place, operators and its
 * figures (parcels in stock, overdue, exceptions); opens its inventory.
 */
export function WarehouseCard({ warehouse }: { warehouse: WarehouseListItem }) {
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
  const { figures } = warehouse;
  const placeText = <StyledPlace>{place || t('fallback.address')}</StyledPlace>;

  return (
    <Card
      as="article"
      headingLevel={2}
      title={warehouse.warehouse_name}
      href={urls.warehouses.inventory(warehouse.id)}
      linkComponent={CardRouterLink}
    >
      <StyledBody>
        {warehouse.image && <WarehouseImage src={warehouse.image} alt="" />}
        <StyledRow>
          {warehouse.image ? (
            placeText
          ) : (
            <StyledPlaceLine>
              <StyledIconTile aria-hidden="true">
                <WarehouseIcon size={18} />
              </StyledIconTile>
              {placeText}
            </StyledPlaceLine>
          )}
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
        <StyledFigures>
          <StyledFigure>
            <dt>{t('list.figures.inStock')}</dt>
            <StyledValue $tone="neutral">{cappedFigure(figures.in_stock)}</StyledValue>
          </StyledFigure>
          <StyledFigure>
            <dt>{t('list.figures.overdue')}</dt>
            <StyledValue $tone={figures.overdue > 0 ? 'warning' : 'neutral'}>
              {cappedFigure(figures.overdue)}
            </StyledValue>
          </StyledFigure>
          <StyledFigure>
            <dt>{t('list.figures.exceptions')}</dt>
            <StyledValue $tone={figures.exceptions > 0 ? 'danger' : 'neutral'}>
              {cappedFigure(figures.exceptions)}
            </StyledValue>
          </StyledFigure>
        </StyledFigures>
      </StyledBody>
    </Card>
  );
}
