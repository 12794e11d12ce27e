import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, media, theme } from '@jiyun/design-system';
import type { Warehouse } from '@jiyun/domain';
import { languageFromStored } from '../../../i18n/language';
import { countryName, placeName } from '../../../i18n/place-names';
import { operatorName } from '../model/warehouse-form';
import { WarehouseImage } from './WarehouseImage';

const StyledPage = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 960px;
`;

/** Label above value on a phone; label beside value from a tablet up. */
const StyledList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[1]} ${theme.space[5]};
  margin: 0;

  ${media.atLeast('md')} {
    grid-template-columns: minmax(160px, 220px) 1fr;
    row-gap: ${theme.space[3]};
  }

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0 0 ${theme.space[2]};
    overflow-wrap: anywhere;

    ${media.atLeast('md')} {
      margin: 0;
    }
  }
`;

const StyledImage = styled.div`
  max-width: 320px;
`;

const StyledNames = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /warehouse/{id}/settings before Edit: what is stored, as text to read, not disabled inputs. */
export function WarehouseDetails({ warehouse }: { warehouse: Warehouse }) {
  const { t, i18n } = useTranslation('warehouses');
  const language = languageFromStored(i18n.language);
  const operators = warehouse.warehouse_operators;
  return (
    <StyledPage>
      <Card as="section" title={t('form.sections.basic')} headingLevel={2}>
        <StyledList>
          <dt>{t('form.fields.warehouse_name')}</dt>
          <dd>{warehouse.warehouse_name}</dd>
          <dt>{t('form.fields.image')}</dt>
          <dd>
            {warehouse.image ? (
              <StyledImage>
                <WarehouseImage src={warehouse.image} alt={t('form.image.current')} />
              </StyledImage>
            ) : (
              t('form.details.noImage')
            )}
          </dd>
        </StyledList>
      </Card>
      <Card as="section" title={t('form.sections.address')} headingLevel={2}>
        <StyledList>
          <dt>{t('form.fields.country')}</dt>
          <dd>{countryName(warehouse.country, language)}</dd>
          <dt>{t('form.fields.state')}</dt>
          <dd>{placeName(warehouse.state_info, language) ?? warehouse.state}</dd>
          <dt>{t('form.fields.city')}</dt>
          <dd>{placeName(warehouse.city_info, language) ?? warehouse.city}</dd>
          <dt>{t('form.details.address_line_1')}</dt>
          <dd>{warehouse.address_line_1}</dd>
          <dt>{t('form.details.address_line_2')}</dt>
          <dd>{warehouse.address_line_2 || t('fallback.notProvided')}</dd>
        </StyledList>
      </Card>
      <Card as="section" title={t('form.sections.contact')} headingLevel={2}>
        <StyledList>
          <dt>{t('form.fields.contact_person')}</dt>
          <dd>{warehouse.contact_person}</dd>
          <dt>{t('form.fields.phone_number')}</dt>
          <dd>{`${warehouse.country_code} ${warehouse.phone_number}`}</dd>
        </StyledList>
      </Card>
      <Card as="section" title={t('form.sections.storage')} headingLevel={2}>
        <StyledList>
          <dt>{t('form.details.freeStorage')}</dt>
          <dd>
            {warehouse.free_storage_duration === 1
              ? t(`form.details.freeStorageOne.${warehouse.free_storage_unit}`)
              : t(`form.details.freeStorageFor.${warehouse.free_storage_unit}`, {
                  count: warehouse.free_storage_duration,
                })}
          </dd>
          <dt>{t('form.details.overdueFee')}</dt>
          <dd>
            {t(`form.details.overdueFeeEvery.${warehouse.overdue_fee_frequency}`, {
              fee: warehouse.overdue_storage_fee.toFixed(2),
            })}
          </dd>
          <dt>{t('form.fields.label_size')}</dt>
          <dd>{t(`form.labelSize.${warehouse.label_size}`)}</dd>
        </StyledList>
      </Card>
      <Card as="section" title={t('form.sections.operators')} headingLevel={2}>
        {operators.length === 0 ? (
          <p>{t('form.noOperatorsAdded')}</p>
        ) : (
          <StyledNames>
            {operators.map((operator) => (
              <li key={operator.id}>
                {operatorName(operator)}
                {operator.email && ` · ${operator.email}`}
              </li>
            ))}
          </StyledNames>
        )}
      </Card>
    </StyledPage>
  );
}
