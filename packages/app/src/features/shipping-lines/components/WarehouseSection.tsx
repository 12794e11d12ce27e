import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert, Card, Loading, StatusTag, theme } from '@jiyun/design-system';
import {
  warehouseChoiceSchema,
  warehouseStatusTone,
  type ShippingLineWarehouse,
} from '@jiyun/domain';
import { CardRouterLink } from '../../../components/router-links';
import type { FailureKeys } from '../../../forms/failure-keys';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { languageFromStored, type Language } from '../../../i18n/language';
import { urls } from '../../../routes/urls';
import { toggledWarehouse } from '../model/line-view';
import { countryName } from '../../../i18n/place-names';
import { localName } from '../model/place-names';
import { useActiveWarehouses, usePatchShippingLine } from '../queries';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

const StyledChoices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledChoice = styled.button<{ $chosen: boolean }>`
  display: grid;
  gap: ${theme.space[1]};
  width: 100%;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  ${({ $chosen }) =>
    $chosen &&
    css`
      border-color: ${theme.color.border.focus};
      background: ${theme.color.surface.selected};
      box-shadow: 0 0 0 1px ${theme.color.border.focus};
    `}

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledMuted = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${theme.color.error.fg};
  font-size: ${theme.font.size.sm};
`;

function placeOf(
  warehouse: Pick<ShippingLineWarehouse, 'city_info' | 'state_info' | 'country'>,
  language: Language,
) {
  return [
    localName(warehouse.city_info, language),
    localName(warehouse.state_info, language),
    countryName(warehouse.country, language),
  ]
    .filter(Boolean)
    .join(language === 'zhHans' ? '，' : ', ');
}

type WarehouseValues = { warehouse_id: string };
const FAILURES: FailureKeys<'warehouse.required'> = { other: 'warehouse.required' };

function WarehouseForm({
  line,
  onCancel,
  onSave,
  saving,
  failure,
}: SectionProps & {
  onCancel: () => void;
  onSave: (warehouseId: string) => void;
  saving: boolean;
  failure: string | null;
}) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const warehouses = useActiveWarehouses();
  const shownId = line.basicInfo.warehouseInformation?.id ?? '';
  const form = useSchemaForm<WarehouseValues, 'warehouse.required'>({
    schema: warehouseChoiceSchema,
    defaultValues: { warehouse_id: shownId },
    failureKeys: FAILURES,
  });
  const chosen = form.values.warehouse_id;
  const changed = chosen !== shownId;
  const error = form.errorKey('warehouse_id');

  return (
    <SectionForm
      label={t('warehouse.title')}
      formRef={form.formRef}
      {...sectionSave(form, { changed, saving, onSave: (values) => onSave(values.warehouse_id) })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <StyledMuted id="line-warehouse-choose">{t('warehouse.choose')}</StyledMuted>
      {warehouses.isPending && <Loading label={t('detail.loading')} />}
      {warehouses.isError && <Alert tone="error">{t('warehouse.loadFailed')}</Alert>}
      {warehouses.data?.length === 0 && <Alert tone="info">{t('warehouse.noActive')}</Alert>}
      {warehouses.data && warehouses.data.length > 0 && (
        <StyledChoices aria-labelledby="line-warehouse-choose">
          {warehouses.data.map((warehouse) => (
            <li key={warehouse.id}>
              <StyledChoice
                type="button"
                name="warehouse_id"
                $chosen={chosen === warehouse.id}
                aria-pressed={chosen === warehouse.id}
                disabled={saving}
                onClick={() =>
                  form.setValue(
                    'warehouse_id',
                    toggledWarehouse(chosen || null, warehouse.id) ?? '',
                    {
                      shouldTouch: true,
                    },
                  )
                }
              >
                <strong>{warehouse.warehouse_name}</strong>
                <StyledMuted>{placeOf(warehouse, language)}</StyledMuted>
                {chosen === warehouse.id && <StyledMuted>{t('warehouse.chosen')}</StyledMuted>}
              </StyledChoice>
            </li>
          ))}
        </StyledChoices>
      )}
      {error && <StyledError role="alert">{t(error)}</StyledError>}
    </SectionForm>
  );
}

/** Linked warehouse: the card opens the warehouse; Edit picks another active one (spec 5). */
export function WarehouseSection(props: SectionProps) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const { line, canEdit, blockedReasonId } = props;
  const patch = usePatchShippingLine(line.id);
  const section = useSection(patch.reset);
  const warehouse = line.basicInfo.warehouseInformation;
  return (
    <Section
      title={t('warehouse.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
    >
      {section.editing ? (
        <WarehouseForm
          {...props}
          onCancel={section.cancel}
          onSave={(warehouseId) =>
            patch.mutate(
              {
                field: 'basicInfo',
                part: 'warehouseInformation',
                payload: { warehouse_id: warehouseId },
              },
              { onSuccess: section.saved },
            )
          }
          saving={patch.isPending}
          failure={patch.isError ? t('detail.saveFailed') : null}
        />
      ) : warehouse ? (
        <Card
          as="article"
          headingLevel={3}
          padding="sm"
          title={warehouse.warehouse_name}
          href={urls.warehouses.inventory(warehouse.id)}
          linkComponent={CardRouterLink}
        >
          <StyledMuted>{placeOf(warehouse, language)}</StyledMuted>{' '}
          <StatusTag
            tone={warehouseStatusTone(warehouse.status)}
            label={t(`warehouseStatus.${warehouse.status}`)}
          />
        </Card>
      ) : (
        <Alert tone="warning">{t('warehouse.none')}</Alert>
      )}
    </Section>
  );
}
