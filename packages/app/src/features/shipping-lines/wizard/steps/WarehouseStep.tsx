import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, EmptyState, media, SuccessIcon, theme } from '@jiyun/design-system';
import type { Warehouse } from '@jiyun/domain';
import { urls } from '../../../../routes/urls';
import { StepActions } from '../components/StepActions';
import { StepCard, StepLoadState, StyledStepForm, StyledStepHint } from '../components/StepCard';
import { wizardDraftAtom } from '../draft-atoms';
import { draftRouteCode, isStepComplete, warehousesWithRoute } from '../model/steps';
import { useActiveWarehouses, useWarehouseLines } from '../queries';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[4]};

  ${media.atLeast('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.atLeast('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledOption = styled.button<{ $selected: boolean }>`
  display: grid;
  align-content: start;
  gap: ${theme.space[1]};
  min-width: 0;
  padding: ${theme.space[4]};
  border: 2px solid
    ${({ $selected }) => ($selected ? theme.color.border.focus : theme.color.border.subtle)};
  border-radius: ${theme.radius.lg};
  background: ${({ $selected }) =>
    $selected ? theme.color.surface.selected : theme.color.surface.raised};
  color: ${theme.color.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${theme.color.border.strong};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${theme.color.surface.sunken};
    color: ${theme.color.text.secondary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledName = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    color: ${theme.color.text.link};
  }
`;

const StyledLine = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledTaken = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

/**
 * Step 4: the active warehouse the line collects parcels in (exactly one). A warehouse with a
 * line for the route already is shown as such and cannot be chosen (A49).
 */
export function WarehouseStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const warehouses = useActiveWarehouses();
  const lines = useWarehouseLines();
  // Whether Next was pressed without a choice: the page's own state.
  const [tried, setTried] = useState(false);
  const chosen = draft.warehouse.warehouse_id;
  const code = draftRouteCode(draft.mainRoute);
  const taken = warehousesWithRoute(lines.data ?? [], code);
  const chosenTaken = taken.has(chosen);
  const english = i18n.language === 'en';

  const place = (warehouse: Warehouse) =>
    [warehouse.city_info, warehouse.state_info, warehouse.country_info]
      .filter((item) => item !== null)
      .map((item) => (english ? item.name : item.zh_name))
      .join(english ? ', ' : ' ');

  return (
    <StyledStepForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isStepComplete(draft, 'warehouse') && !chosenTaken) {
          void navigate(urls.shippingLines.create('deposit'));
        }
      }}
    >
      <StepCard title={t('warehouse.title')}>
        <StyledStepHint>{t('warehouse.hint')}</StyledStepHint>
        <StepLoadState
          loading={warehouses.isPending}
          failed={warehouses.isError}
          loadingLabel={t('warehouse.loading')}
          failedText={t('warehouse.loadFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void warehouses.refetch()}
        />
        {tried && chosen === '' && <Alert tone="error">{t('warehouse.errors.required')}</Alert>}
        {tried && chosenTaken && (
          <Alert tone="error">{t('warehouse.errors.taken', { code })}</Alert>
        )}
        {warehouses.data?.length === 0 && (
          <EmptyState
            title={t('warehouse.none.title')}
            description={t('warehouse.none.message')}
            action={<Link to={urls.warehouses.create()}>{t('warehouse.none.create')}</Link>}
            headingLevel={3}
          />
        )}
        <StyledGrid role="group" aria-label={t('warehouse.listLabel')}>
          {warehouses.data?.map((warehouse) => {
            const selected = warehouse.id === chosen;
            const hasRoute = taken.has(warehouse.id);
            return (
              <StyledOption
                key={warehouse.id}
                type="button"
                aria-pressed={selected}
                // Left choosable while chosen, so an old draft's choice can be undone.
                disabled={hasRoute && !selected}
                $selected={selected}
                onClick={() =>
                  setDraft((previous) => ({
                    ...previous,
                    // Clicking the chosen warehouse again leaves none chosen (spec 5).
                    warehouse: { warehouse_id: selected ? '' : warehouse.id },
                  }))
                }
              >
                <StyledName>
                  {warehouse.warehouse_name}
                  {selected && <SuccessIcon size={18} title={t('warehouse.selected')} />}
                </StyledName>
                <StyledLine>{place(warehouse)}</StyledLine>
                <StyledLine>{warehouse.address_line_1}</StyledLine>
                {hasRoute && <StyledTaken>{t('warehouse.taken', { code })}</StyledTaken>}
              </StyledOption>
            );
          })}
        </StyledGrid>
      </StepCard>
      <StepActions step="warehouse" />
    </StyledStepForm>
  );
}
