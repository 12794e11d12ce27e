import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, SearchableDropdown, theme } from '@jiyun/design-system';
import {
  exceptionPricingSchema,
  type ShippingLineExceptionCity,
  type ShippingLineExceptionCityInput,
} from '@jiyun/domain';
import { useLocations } from '../../../api/locations';
import type { FailureKeys } from '../../../forms/failure-keys';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { languageFromStored, type Language } from '../../../i18n/language';
import { pendingUntil } from '../model/line-view';
import { localName } from '../model/place-names';
import {
  coveredCities,
  exceptionBodyOf,
  exceptionRowOf,
  exceptionsChanged,
  newExceptionRow,
  pricingUnitOf,
  type ExceptionRow,
} from '../model/section-forms';
import { usePatchShippingLine } from '../queries';
import { StyledNote, StyledPending } from './GlobalPricingSection';
import { PricingFacts, PricingFields } from './PricingFields';
import { StyledFacts } from '../../../components/Facts';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

const StyledCities = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledCity = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  padding-bottom: ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border.subtle};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const StyledCityHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h3,
  h4 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

function cityTitle(
  city: Pick<
    ShippingLineExceptionCity,
    'city_name' | 'city_zh_name' | 'province_name' | 'province_zh_name'
  >,
  language: Language,
) {
  const cityName = localName({ name: city.city_name, zh_name: city.city_zh_name }, language);
  const provinceName = localName(
    { name: city.province_name, zh_name: city.province_zh_name },
    language,
  );
  return `${cityName} · ${provinceName}`;
}

function CityList({
  cities,
  level,
}: {
  cities: readonly ShippingLineExceptionCity[];
  /** h3 under the card's title, h4 under the pending change's title. */
  level: 'h3' | 'h4';
}) {
  const Heading = level;
  const { i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  return (
    <StyledCities>
      {cities.map((city) => (
        <StyledCity key={city.city_id}>
          <StyledCityHead>
            <Heading>{cityTitle(city, language)}</Heading>
          </StyledCityHead>
          <StyledFacts>
            <PricingFacts values={city} />
          </StyledFacts>
        </StyledCity>
      ))}
    </StyledCities>
  );
}

type ExceptionValues = { rows: ExceptionRow[] };
type ExceptionKey = 'pricing.errors.freePrice' | 'pricing.errors.divisor' | 'pricing.errors.choice';
const FAILURES: FailureKeys<ExceptionKey> = {
  other: (field) =>
    field.endsWith('volumetric_divisor')
      ? 'pricing.errors.divisor'
      : field.endsWith('price')
        ? 'pricing.errors.freePrice'
        : 'pricing.errors.choice',
};

/** `rows.0.base_price` (the form's name) → `exception_arr[0].base_price` (the schema's path). */
const schemaPathOf = (name: string) =>
  name.replace(/^rows\.(\d+)\./, (_match, index: string) => `exception_arr[${index}].`);

function ExceptionsForm({
  line,
  shown,
  onCancel,
  onSave,
  saving,
  failure,
}: SectionProps & {
  shown: readonly ShippingLineExceptionCity[];
  onCancel: () => void;
  onSave: (rows: ExceptionRow[]) => void;
  saving: boolean;
  failure: string | null;
}) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const locations = useLocations(line.basicInfo.routeInformation.destination);
  const form = useSchemaForm<ExceptionValues, ExceptionKey>({
    schema: exceptionPricingSchema,
    defaultValues: { rows: shown.map(exceptionRowOf) },
    toBody: ({ rows }) => exceptionBodyOf(rows),
    failureKeys: FAILURES,
  });
  const rows = form.values.rows;
  const changed = exceptionsChanged(shown, rows);
  const taken = new Set(rows.map((row) => row.city_id));
  const candidates = locations.data
    ? coveredCities(line.basicInfo.provinceAndCityInformation, locations.data).filter(
        (city) => !taken.has(city.id),
      )
    : [];
  const errorOf = (name: string) => {
    const key = form.errorKey(schemaPathOf(name) as 'rows');
    return key && t(key);
  };

  return (
    <SectionForm
      label={t('exceptions.title')}
      formRef={form.formRef}
      {...sectionSave(form, { changed, saving, onSave: (values) => onSave(values.rows) })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <StyledNote>{t('pricing.pendingNote')}</StyledNote>
      {rows.length === 0 && <StyledNote>{t('exceptions.empty')}</StyledNote>}
      <StyledCities>
        {rows.map((row, index) => {
          const title = cityTitle(row, language);
          return (
            <StyledCity key={row.city_id}>
              <StyledCityHead>
                <h3>{title}</h3>
                <Button
                  type="button"
                  variant="text"
                  size="sm"
                  disabled={saving}
                  aria-label={t('exceptions.remove', { city: title })}
                  onClick={() =>
                    form.setValue(
                      'rows',
                      rows.filter((other) => other.city_id !== row.city_id),
                    )
                  }
                >
                  {t('actions.remove')}
                </Button>
              </StyledCityHead>
              <PricingFields
                control={form.control}
                prefix={`rows.${index}.`}
                errorOf={errorOf}
                disabled={saving}
                labelSuffix={localName(
                  { name: row.city_name, zh_name: row.city_zh_name },
                  language,
                )}
              />
            </StyledCity>
          );
        })}
      </StyledCities>
      {locations.isError && <Alert tone="error">{t('exceptions.loadCitiesFailed')}</Alert>}
      <SearchableDropdown
        label={t('exceptions.addCity')}
        placeholder={t('exceptions.addCityPlaceholder')}
        noResultsLabel={t('exceptions.noResults')}
        options={candidates.map((city) => ({
          value: city.id,
          label: localName(city, language),
          description: localName(
            { name: city.province_name, zh_name: city.province_zh_name },
            language,
          ),
        }))}
        value={null}
        onChange={(cityId) => {
          const city = candidates.find((candidate) => candidate.id === cityId);
          if (city) form.setValue('rows', [...rows, newExceptionRow(city)]);
        }}
        disabled={saving || !locations.data}
      />
    </SectionForm>
  );
}

/**
 * Exception cities: priced apart from the global prices (A19), under the same 30-day pending
 * rule (A25). Edit starts from the newest list.
 */
export function ExceptionsSection(props: SectionProps) {
  const { t } = useTranslation('shippingLines');
  const { line, canEdit, blockedReasonId } = props;
  const patch = usePatchShippingLine(line.id);
  const section = useSection(patch.reset);
  const exceptions = line.pricingInfo.exceptionPricingInformation;
  const until = pendingUntil(exceptions.pending);
  return (
    <Section
      title={t('exceptions.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
    >
      {section.editing ? (
        <ExceptionsForm
          {...props}
          shown={exceptions.pending?.exception_arr ?? exceptions.exception_arr}
          onCancel={section.cancel}
          onSave={(rows) => {
            // The form only submits what the schema accepts: these are the typed values.
            const payload = exceptionPricingSchema.validateSync(exceptionBodyOf(rows));
            const exception_arr: ShippingLineExceptionCityInput[] = payload.exception_arr.map(
              (city) => ({ ...city, unit: pricingUnitOf(city.unit) }),
            );
            patch.mutate(
              {
                field: 'pricingInfo',
                part: 'exceptionPricingInformation',
                payload: { exception_arr },
              },
              { onSuccess: section.saved },
            );
          }}
          saving={patch.isPending}
          failure={patch.isError ? t('detail.saveFailed') : null}
        />
      ) : (
        <>
          {exceptions.exception_arr.length === 0 ? (
            <StyledNote>{t('exceptions.empty')}</StyledNote>
          ) : (
            <CityList cities={exceptions.exception_arr} level="h3" />
          )}
          {exceptions.pending && until && (
            <StyledPending>
              <h3>{t('pricing.pendingUntil', { date: until })}</h3>
              {exceptions.pending.exception_arr.length === 0 ? (
                <StyledNote>{t('exceptions.pendingEmpty')}</StyledNote>
              ) : (
                <CityList cities={exceptions.pending.exception_arr} level="h4" />
              )}
            </StyledPending>
          )}
        </>
      )}
    </Section>
  );
}
