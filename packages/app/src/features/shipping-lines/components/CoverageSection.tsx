import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { languageFromStored } from '../../../i18n/language';
import { localName } from '../model/place-names';
import { Section } from './Section';
import type { SectionProps } from './section-props';

const StyledProvinces = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledProvince = styled.li`
  display: grid;
  gap: ${theme.space[1]};

  strong {
    font-weight: ${theme.font.weight.semibold};
  }

  span {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const StyledNote = styled.p`
  margin: ${theme.space[4]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** Province and city coverage: shown, never edited after creation (spec 2). */
export function CoverageSection({ line }: SectionProps) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const separator = language === 'zhHans' ? '、' : ', ';
  const noteId = useId();
  return (
    <Section
      title={t('coverage.title')}
      editing={false}
      canEdit={false}
      blockedReasonId={noteId}
      onEdit={() => undefined}
    >
      <StyledProvinces>
        {line.basicInfo.provinceAndCityInformation.map((province) => (
          <StyledProvince key={province.id}>
            <strong>
              {localName({ name: province.arrival_province, zh_name: province.zh_name }, language)}
            </strong>
            <span>
              {province.all_cities
                ? t('coverage.allCities')
                : province.arrival_cities.map((city) => localName(city, language)).join(separator)}
            </span>
          </StyledProvince>
        ))}
      </StyledProvinces>
      <StyledNote id={noteId}>{t('coverage.editDisabled')}</StyledNote>
    </Section>
  );
}
