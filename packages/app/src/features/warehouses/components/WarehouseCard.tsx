import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Card, StatusTag, theme, WarehouseIcon } from '@jiyun/design-system';
import {
  cappedFigure,
  warehouseStatusTone,
  type WarehouseFigures,
  type WarehouseListItem,
} from '@jiyun/domain';
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
  flex: 1 1 10rem;
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

const StyledFigures = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  list-style: none;
  margin: auto 0 0;
  padding: ${theme.space[3]} 0 0;
  border-top: 1px solid ${theme.color.border.subtle};
`;

// Each figure is a link of its own, beside the card's (never inside it): raised above the
// title's link, which is stretched over the whole card, so a press on a figure opens its list.
// The label comes first (the link reads "Overdue 37") and shows under the figure; the figures
// of a row stay level when a label takes two lines. The padding's hover area reaches past the
// column without moving its text.
const StyledFigure = styled(Link)`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${theme.space[1]};
  height: 100%;
  min-width: 0;
  margin: calc(-1 * ${theme.space[1]});
  padding: ${theme.space[1]};
  border-radius: ${theme.radius.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${theme.color.surface.sunken};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 0;
  }
`;

// A label wraps rather than being cut: "Problem parcels" is the figure's name, whole.
const StyledLabel = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.tight};
`;

const tones = {
  neutral: theme.color.text.primary,
  warning: theme.color.warning.fg,
  danger: theme.color.error.fg,
};

const StyledValue = styled.span<{ $tone: keyof typeof tones }>`
  color: ${({ $tone }) => tones[$tone]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
`;

// The place takes the room it needs for whole words; the status moves under it when a narrow
// card (four to a row at 1280 px) has none left beside it.
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

// Words break only when one alone is wider than the card (the card breaks anywhere, for ids).
const StyledPlace = styled.p`
  flex: 1 1 10rem;
  min-width: 0;
  overflow-wrap: break-word;
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

/** The card's figures, each with its label's key and the tone of a count above zero. */
const FIGURES = [
  { figure: 'in_stock', label: 'list.figures.inStock', tone: 'neutral' },
  { figure: 'overdue', label: 'list.figures.overdue', tone: 'warning' },
  { figure: 'problem_parcels', label: 'list.figures.problemParcels', tone: 'danger' },
] as const satisfies readonly {
  figure: keyof WarehouseFigures;
  label: string;
  tone: keyof typeof tones;
}[];

/**
 * One warehouse in the grid: picture (when it has one), name, status, place, operators and its
 * figures (parcels in stock, overdue, problem parcels). The card opens its inventory; each
 * figure opens the inventory on exactly the parcels it counts.
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
        <StyledFigures data-testid="warehouse-figures">
          {FIGURES.map(({ figure, label, tone }) => (
            <li key={figure}>
              <StyledFigure to={urls.warehouses.figure(warehouse.id, figure)}>
                <StyledLabel>{t(label)}</StyledLabel>
                <StyledValue $tone={figures[figure] > 0 ? tone : 'neutral'}>
                  {cappedFigure(figures[figure])}
                </StyledValue>
              </StyledFigure>
            </li>
          ))}
        </StyledFigures>
      </StyledBody>
    </Card>
  );
}
