import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Checkbox, SearchBar, theme } from '@jiyun/design-system';
import { coverageSchema, type LocationProvince } from '@jiyun/domain';
import { useLocations } from '../../../../api/locations';
import { schemaFieldErrors } from '../../../../forms/form-errors';
import { urls } from '../../../../routes/urls';
import { StepActions } from '../components/StepActions';
import { StepCard, StepLoadState, StyledStepForm, StyledStepHint } from '../components/StepCard';
import { wizardDraftAtom } from '../draft-atoms';
import {
  provincesWithoutCity,
  searchProvinces,
  toggleAllCities,
  toggleAllProvinces,
  toggleCity,
  toggleProvince,
} from '../model/coverage';
import type { CoverageForm } from '../model/draft';
import { coverageBody } from '../model/steps';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;

const StyledList = styled.div`
  max-height: 480px;
  overflow-y: auto;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  padding: ${theme.space[2]} ${theme.space[4]};

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledProvince = styled.fieldset`
  margin: 0;
  padding: ${theme.space[3]} 0;
  border: 0;
  border-bottom: 1px solid ${theme.color.border.subtle};

  &:last-child {
    border-bottom: 0;
  }
`;

const StyledProvinceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const StyledCities = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: ${theme.space[3]} 0 0 ${theme.space[6]};
`;

const StyledCount = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** Step 2: the provinces and cities the line delivers to. */
export function CoverageStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const destination = draft.mainRoute.arrival_country;
  const locations = useLocations(destination);
  const all = locations.data ?? [];
  // The search text of the list: the page's own state, not the draft's.
  const [search, setSearch] = useState('');
  // The choice is one composite value (no field of its own to type in), so it lives in the draft
  // itself and is checked with the request's schema; only "Next was pressed" is the page's.
  const [submitTried, setSubmitTried] = useState(false);
  const values = draft.coverage;
  const failures = schemaFieldErrors(coverageSchema, coverageBody(values));

  const english = i18n.language === 'en';
  const nameOf = (place: { name: string; zh_name: string }) =>
    english ? place.name : place.zh_name;
  const apply = (coverage: CoverageForm) => setDraft((previous) => ({ ...previous, coverage }));
  const full = (province: LocationProvince) =>
    all.find((item) => item.id === province.id) ?? province;
  const shown = searchProvinces(all, search);
  const searching = search.trim() !== '';
  const missingCities = new Set(provincesWithoutCity(values).map((province) => province.id));
  const noProvince = 'provinces' in failures && values.provinces.length === 0;
  const chosenCount = values.provinces.length;

  return (
    <StyledStepForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitTried(true);
        if (Object.keys(failures).length === 0) void navigate(urls.shippingLines.create('pricing'));
      }}
    >
      <StepLoadState
        loading={locations.isPending}
        failed={locations.isError}
        loadingLabel={t('coverage.loading')}
        failedText={t('coverage.loadFailed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void locations.refetch()}
      />
      <StepCard title={t('coverage.title')}>
        <StyledStepHint>{t('coverage.hint')}</StyledStepHint>
        {submitTried && noProvince && <Alert tone="error">{t('coverage.errors.noProvince')}</Alert>}
        {submitTried && missingCities.size > 0 && (
          <Alert tone="error">{t('coverage.errors.noCity')}</Alert>
        )}
        <StyledToolbar>
          <Checkbox
            label={t('coverage.selectAll')}
            checked={values.all_provinces}
            indeterminate={!values.all_provinces && chosenCount > 0}
            disabled={all.length === 0}
            onChange={() => apply(toggleAllProvinces(values, all))}
          />
          <StyledCount>{t('coverage.chosen', { n: chosenCount, total: all.length })}</StyledCount>
          <SearchBar
            label={t('coverage.search')}
            placeholder={t('coverage.searchPlaceholder')}
            clearLabel={t('coverage.clearSearch')}
            value={search}
            onChange={setSearch}
          />
        </StyledToolbar>
        <StyledList role="group" aria-label={t('coverage.listLabel')} tabIndex={0}>
          {shown.length === 0 && all.length > 0 && (
            <StyledStepHint>{t('coverage.noMatch')}</StyledStepHint>
          )}
          {shown.map((province) => {
            const chosen = values.provinces.find((item) => item.id === province.id);
            const whole = full(province);
            return (
              <StyledProvince key={province.id} aria-label={nameOf(province)}>
                <StyledProvinceRow>
                  <Checkbox
                    label={nameOf(province)}
                    checked={chosen !== undefined}
                    indeterminate={chosen !== undefined && !chosen.all_cities}
                    error={
                      submitTried && missingCities.has(province.id)
                        ? t('coverage.errors.provinceNoCity')
                        : undefined
                    }
                    onChange={() => apply(toggleProvince(values, whole, all))}
                  />
                  {chosen && (
                    <Checkbox
                      label={t('coverage.allCitiesOf', { province: nameOf(province) })}
                      checked={chosen.all_cities}
                      onChange={() => apply(toggleAllCities(values, whole, all))}
                    />
                  )}
                </StyledProvinceRow>
                {(chosen !== undefined || searching) && (
                  <StyledCities>
                    {province.cities.map((city) => (
                      <Checkbox
                        key={city.id}
                        label={nameOf(city)}
                        checked={chosen?.cities.some((item) => item.id === city.id) ?? false}
                        onChange={() => apply(toggleCity(values, whole, city, all))}
                      />
                    ))}
                  </StyledCities>
                )}
              </StyledProvince>
            );
          })}
        </StyledList>
      </StepCard>
      <StepActions step="coverage" />
    </StyledStepForm>
  );
}
