import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ImageUploader,
  NumberField,
  PhoneField,
  Select,
  TextField,
  type UploadedImage,
} from '@jiyun/design-system';
import {
  FREE_STORAGE_UNITS,
  keepPhoneCharacters,
  OVERDUE_FEE_FREQUENCIES,
  PHONE_COUNTRY_CODES,
  WAREHOUSE_IMAGE_MAX_BYTES,
  warehouseCreateSchema,
  warehouseSettingsSchema,
  type Operator,
} from '@jiyun/domain';
import { schemaFieldErrors } from '../../../forms/form-errors';
import {
  changedWarehouseFields,
  trimmedWarehouseForm,
  withLocation,
  type WarehouseFormValues,
} from '../model/warehouse-form';
import {
  StyledFormActions,
  StyledFormGrid,
  StyledFormWide,
  StyledPageForm,
} from '../../../forms/form-layout';
import { LocationFields } from './LocationFields';
import { OperatorPicker } from './OperatorPicker';
import { WarehouseImage } from './WarehouseImage';

const StyledCurrentImage = styled.div`
  max-width: 240px;
`;

export type WarehouseFormMode = 'create' | 'settings';

export interface WarehouseFormSubmit {
  values: WarehouseFormValues;
  image: File | null;
}

interface WarehouseFormProps {
  mode: WarehouseFormMode;
  initial: WarehouseFormValues;
  /** The stored picture (settings). */
  currentImage?: string | null;
  /** Operators already on the warehouse (settings). */
  knownOperators?: Operator[];
  onSubmit: (submit: WarehouseFormSubmit) => void;
  /** Create: leave the form. Settings: handled here (back to read-only). */
  onCancel?: () => void;
  submitting: boolean;
  /** The failure to show above the form, already in words. */
  failure?: string | null;
  /** The server said the name is taken (409). */
  nameTaken?: boolean;
  /** Settings: read-only until Edit; the page turns this off after a save. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

type Field = keyof WarehouseFormValues;

/** The warehouse form of spec 5, shared by /warehouse/new-warehouse and /warehouse/{id}/settings. */
export function WarehouseForm({
  mode,
  initial,
  currentImage = null,
  knownOperators,
  onSubmit,
  onCancel,
  submitting,
  failure,
  nameTaken = false,
  editing = true,
  onEditingChange,
}: WarehouseFormProps) {
  const { t } = useTranslation('warehouses');
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The name the server last refused as taken is flagged until it is changed.
  const [sentName, setSentName] = useState<string | null>(null);
  const previewUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const schema = mode === 'create' ? warehouseCreateSchema : warehouseSettingsSchema;
  const failures = schemaFieldErrors(schema, trimmedWarehouseForm(values));
  const valid = Object.keys(failures).length === 0;
  const changed = image !== null || Object.keys(changedWarehouseFields(initial, values)).length > 0;
  const disabled = !editing || submitting;

  const errorOf = (field: Field): string | undefined => {
    if (field === 'warehouse_name' && nameTaken && values.warehouse_name.trim() === sentName) {
      return t('form.errors.nameTaken');
    }
    if (!(field in failures) || !(submitted || touched.has(field))) return undefined;
    return t(`form.errors.${field}`);
  };
  const touch = (field: Field) => setTouched((previous) => new Set(previous).add(field));
  const set = <K extends Field>(field: K, value: WarehouseFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || submitting || (mode === 'settings' && !changed)) return;
    setSentName(values.warehouse_name.trim());
    onSubmit({ values: trimmedWarehouseForm(values), image });
  };

  const cancelEdit = () => {
    setValues(initial);
    setImage(null);
    setTouched(new Set());
    setSubmitted(false);
    onEditingChange?.(false);
  };

  const uploaded: UploadedImage[] =
    image && previewUrl ? [{ id: 'new', name: image.name, url: previewUrl, size: image.size }] : [];

  return (
    <StyledPageForm $maxWidth="960px" onSubmit={submit} noValidate aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}

      <Card as="section" title={t('form.sections.basic')} headingLevel={2}>
        <StyledFormGrid>
          <TextField
            label={t('form.fields.warehouse_name')}
            name="warehouse_name"
            required
            value={values.warehouse_name}
            onChange={(event) => set('warehouse_name', event.target.value)}
            onBlur={() => touch('warehouse_name')}
            error={errorOf('warehouse_name')}
            disabled={disabled}
          />
          <StyledFormWide>
            {currentImage && !image && (
              <StyledCurrentImage>
                <WarehouseImage src={currentImage} alt={t('form.image.current')} />
              </StyledCurrentImage>
            )}
            <ImageUploader
              label={t('form.fields.image')}
              files={uploaded}
              onAdd={(files) => setImage(files[0] ?? null)}
              onRemove={() => setImage(null)}
              maxBytes={WAREHOUSE_IMAGE_MAX_BYTES}
              allowJpegExtension
              disabled={disabled}
              labels={{
                add: t('form.image.add'),
                hint: (limit) => t('form.image.hint', { limit }),
                remove: (name) => t('form.image.remove', { name }),
                more: (count) => t('form.image.more', { count }),
                wrongFormat: (name) => t('form.image.wrongFormat', { name }),
                tooLarge: (name, limit) => t('form.image.tooLarge', { name, limit }),
                duplicate: (name) => t('form.image.duplicate', { name }),
                confirmTitle: t('form.image.confirmTitle'),
                confirmMessage: (name) => t('form.image.confirmMessage', { name }),
                confirm: t('form.image.confirm'),
                cancel: t('form.image.cancel'),
                close: t('form.image.close'),
              }}
            />
          </StyledFormWide>
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.address')} headingLevel={2}>
        <StyledFormGrid>
          <LocationFields
            value={values}
            onChange={(change) => setValues((previous) => withLocation(previous, change))}
            onBlur={touch}
            errors={{ country: errorOf('country'), state: errorOf('state'), city: errorOf('city') }}
            disabled={disabled}
          />
          <TextField
            label={t('form.fields.address_line_1')}
            name="address_line_1"
            required
            value={values.address_line_1}
            onChange={(event) => set('address_line_1', event.target.value)}
            onBlur={() => touch('address_line_1')}
            error={errorOf('address_line_1')}
            disabled={disabled}
          />
          <TextField
            label={t('form.fields.address_line_2')}
            name="address_line_2"
            value={values.address_line_2}
            onChange={(event) => set('address_line_2', event.target.value)}
            onBlur={() => touch('address_line_2')}
            error={errorOf('address_line_2')}
            disabled={disabled}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.contact')} headingLevel={2}>
        <StyledFormGrid>
          <TextField
            label={t('form.fields.contact_person')}
            name="contact_person"
            required
            value={values.contact_person}
            onChange={(event) => set('contact_person', event.target.value)}
            onBlur={() => touch('contact_person')}
            error={errorOf('contact_person')}
            disabled={disabled}
          />
          <PhoneField
            label={t('form.fields.phone_number')}
            name="phone_number"
            required
            value={values.phone_number}
            onChange={(value) => set('phone_number', keepPhoneCharacters(value))}
            countryCode={values.country_code}
            onCountryCodeChange={(code) => set('country_code', code)}
            countryCodes={[...PHONE_COUNTRY_CODES]}
            countryCodeLabel={t('form.fields.country_code')}
            placeholder="1234567890"
            error={errorOf('phone_number') ?? errorOf('country_code')}
            disabled={disabled}
            inputProps={{ onBlur: () => touch('phone_number') }}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.storage')} headingLevel={2}>
        <StyledFormGrid>
          <NumberField
            label={t('form.fields.free_storage_duration')}
            name="free_storage_duration"
            required
            allowDecimal={false}
            value={values.free_storage_duration}
            onChange={(value) => set('free_storage_duration', value)}
            onBlur={() => touch('free_storage_duration')}
            error={errorOf('free_storage_duration')}
            disabled={disabled}
          />
          <Select
            label={t('form.fields.free_storage_unit')}
            name="free_storage_unit"
            required
            options={FREE_STORAGE_UNITS.map((unit) => ({
              value: unit,
              label: t(`form.units.${unit}`),
            }))}
            value={values.free_storage_unit}
            onChange={(event) =>
              set(
                'free_storage_unit',
                event.target.value as WarehouseFormValues['free_storage_unit'],
              )
            }
            disabled={disabled}
          />
          <NumberField
            label={t('form.fields.overdue_storage_fee')}
            name="overdue_storage_fee"
            required
            maxDecimals={2}
            unit="CNY"
            value={values.overdue_storage_fee}
            onChange={(value) => set('overdue_storage_fee', value)}
            onBlur={() => touch('overdue_storage_fee')}
            error={errorOf('overdue_storage_fee')}
            disabled={disabled}
          />
          <Select
            label={t('form.fields.overdue_fee_frequency')}
            name="overdue_fee_frequency"
            required
            options={OVERDUE_FEE_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`form.frequency.${frequency}`),
            }))}
            value={values.overdue_fee_frequency}
            onChange={(event) =>
              set(
                'overdue_fee_frequency',
                event.target.value as WarehouseFormValues['overdue_fee_frequency'],
              )
            }
            disabled={disabled}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.operators')} headingLevel={2}>
        <OperatorPicker
          value={values.operator_ids}
          onChange={(ids) => {
            set('operator_ids', ids);
            touch('operator_ids');
          }}
          known={knownOperators}
          error={errorOf('operator_ids')}
          disabled={disabled}
        />
      </Card>

      <StyledFormActions>
        {mode === 'create' && (
          <>
            <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={submitting}>
              {t('form.actions.create')}
            </Button>
          </>
        )}
        {mode === 'settings' && !editing && (
          <Button type="button" variant="primary" onClick={() => onEditingChange?.(true)}>
            {t('form.actions.edit')}
          </Button>
        )}
        {mode === 'settings' && editing && (
          <>
            <Button type="button" variant="secondary" onClick={cancelEdit} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              loading={submitting}
              disabled={!valid || !changed}
            >
              {t('form.actions.save')}
            </Button>
          </>
        )}
      </StyledFormActions>
    </StyledPageForm>
  );
}
