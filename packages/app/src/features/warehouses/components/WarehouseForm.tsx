import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
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
  theme,
  type UploadedImage,
} from '@jiyun/design-system';
import {
  contactPhoneRule,
  FREE_STORAGE_UNITS,
  keepPhoneCharacters,
  OVERDUE_FEE_FREQUENCIES,
  PARCEL_LABEL_SIZES,
  WAREHOUSE_IMAGE_MAX_BYTES,
  warehouseCreateSchema,
  warehouseSettingsSchemaFor,
  type Operator,
} from '@jiyun/domain';
import { contactCodeOptions } from '../../../forms/dialling-codes';
import type { FailureKeys } from '../../../forms/failure-keys';
import { fileRefusalText, type FileRefusal } from '../../../forms/file-refusal';
import { isJpegOrPngFile } from '../../../lib/image-file';
import { languageFromStored } from '../../../i18n/language';
import type { FieldFailures } from '../../../forms/form-errors';
import { FormActions } from '../../../forms/FormActions';
import {
  changedWarehouseFields,
  trimmedWarehouseForm,
  withLocation,
  type WarehouseFormValues,
} from '../model/warehouse-form';
import { StyledFormGrid, StyledFormWide, StyledPageForm } from '../../../forms/form-layout';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useOperators } from '../queries';
import { LocationFields } from './LocationFields';
import { OperatorPicker } from './OperatorPicker';
import { WarehouseImage } from './WarehouseImage';

const StyledCurrentImage = styled.figure`
  display: grid;
  gap: ${theme.space[1]};
  max-width: 240px;
  margin: ${theme.space[3]} 0 0;

  figcaption {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
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
  /** Leave the form: create goes back to the list, settings back to the read-only view. */
  onCancel: () => void;
  submitting: boolean;
  /** The failure to show above the form, already in words. */
  failure?: string | null;
  /** The name the server refused as taken (409): flagged on the name field until it is changed. */
  takenName?: string | null;
  /** Why the server refused the photo the last save sent (413, 415): said under the uploader. */
  imageRefusal?: FileRefusal | null;
}

const MB = 1024 * 1024;

/** The form's values: the request's fields and the new picture, which travels beside them. */
type FormValues = WarehouseFormValues & { image: File | null };
type Field = keyof WarehouseFormValues;

const bodyOf = ({ image: _image, ...values }: FormValues) => trimmedWarehouseForm(values);

type ErrorKey = `form.errors.${Field}` | 'form.errors.phoneLength' | 'form.errors.nameTaken';

// Each field has its own sentence (`form.errors.<field>`), whichever rule it broke; a number that
// does not fit its prefix says how many digits that prefix takes, and a name the server refused
// as taken has its own.
const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    phone_number: { 'phone-length': 'form.errors.phoneLength', '*': 'form.errors.phone_number' },
    warehouse_name: { taken: 'form.errors.nameTaken', '*': 'form.errors.warehouse_name' },
  },
  other: (field) => `form.errors.${field as Field}`,
};

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
  takenName = null,
  imageRefusal = null,
}: WarehouseFormProps) {
  const { t, i18n } = useTranslation('warehouses');
  const { t: tc } = useTranslation('common');
  const language = languageFromStored(i18n.language);
  const codeOptions = useMemo(() => contactCodeOptions(language), [language]);
  // A14: an operator is required only once the company has team members. Until the team is known
  // it is required, as the server would have it for a company with a team.
  const team = useOperators(mode === 'settings');
  const teamMemberCount = team.data?.length ?? 1;
  const settingsSchema = useMemo(
    () => warehouseSettingsSchemaFor(teamMemberCount),
    [teamMemberCount],
  );
  const form = useSchemaForm<FormValues, ErrorKey>({
    schema: mode === 'create' ? warehouseCreateSchema : settingsSchema,
    defaultValues: { ...initial, image: null },
    toBody: bodyOf,
    failureKeys: FAILURE_KEYS,
    // The name the server refused stays refused until it is changed.
    serverFailures: (typed): FieldFailures =>
      takenName !== null && typed.warehouse_name.trim() === takenName
        ? { warehouse_name: 'taken' }
        : {},
  });
  const { control, values, isValid, showsProblems, formRef } = form;
  const { image } = values;
  const previewUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const fields = bodyOf(values);
  const changed = image !== null || Object.keys(changedWarehouseFields(initial, fields)).length > 0;
  const disabled = submitting;

  const errorOf = (field: Field): string | undefined => {
    const key = form.errorKey(field);
    if (key === 'form.errors.phoneLength') {
      const rule = contactPhoneRule(values.country_code);
      if (rule) {
        const digits = rule.min === rule.max ? `${rule.min}` : `${rule.min}–${rule.max}`;
        return t(rule.trunkZero ? 'form.errors.phoneLengthTrunk' : key, {
          digits,
          code: values.country_code,
        });
      }
      return t('form.errors.phone_number');
    }
    return key && t(key);
  };
  const touch = (field: Field) =>
    form.setValue(field, form.getValues(field), { shouldTouch: true });

  const submit = form.submit((submitted) => {
    if (submitting || (mode === 'settings' && !changed)) return;
    onSubmit({ values: bodyOf(submitted), image: submitted.image });
  });

  // Settings open the form from Edit at the top of the page: the cursor starts in its first field.
  useEffect(() => {
    if (mode === 'settings') formRef.current?.querySelector<HTMLElement>('[name]')?.focus();
  }, [mode, formRef]);

  const uploaded: UploadedImage[] =
    image && previewUrl ? [{ id: 'new', name: image.name, url: previewUrl, size: image.size }] : [];

  return (
    <StyledPageForm
      ref={formRef}
      $maxWidth="960px"
      onSubmit={submit}
      noValidate
      aria-busy={submitting}
    >
      {failure && <Alert tone="error">{failure}</Alert>}

      <Card as="section" title={t('form.sections.basic')} headingLevel={2}>
        <StyledFormGrid>
          <Controller
            control={control}
            name="warehouse_name"
            render={({ field }) => (
              <TextField
                label={t('form.fields.warehouse_name')}
                name="warehouse_name"
                {...form.lengthProps('warehouse_name')}
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={errorOf('warehouse_name')}
                disabled={disabled}
              />
            )}
          />
          <StyledFormWide>
            <ImageUploader
              label={t('form.fields.image')}
              files={uploaded}
              onAdd={(files) => form.setValue('image', files[0] ?? null)}
              onRemove={() => form.setValue('image', null)}
              maxBytes={WAREHOUSE_IMAGE_MAX_BYTES}
              contentCheck={isJpegOrPngFile}
              allowJpegExtension
              disabled={disabled}
              refusal={fileRefusalText(imageRefusal, {
                tooLarge: t('form.image.refusedTooLarge', {
                  limit: `${WAREHOUSE_IMAGE_MAX_BYTES / MB} MB`,
                }),
                wrongType: t('form.image.refusedWrongType'),
              })}
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
            {/* Under the uploader and its label: the photo kept unless a new one is added. */}
            {currentImage && !image && (
              <StyledCurrentImage>
                <figcaption>{t('form.image.current')}</figcaption>
                <WarehouseImage src={currentImage} alt={t('form.image.current')} />
              </StyledCurrentImage>
            )}
          </StyledFormWide>
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.address')} headingLevel={2}>
        <StyledFormGrid>
          <LocationFields
            value={values}
            onChange={(change) => {
              // Another country empties the province and city, another province the city.
              const next = withLocation(form.getValues(), change);
              for (const field of ['country', 'state', 'city'] as const) {
                if (next[field] !== values[field]) form.setValue(field, next[field]);
              }
            }}
            onBlur={touch}
            errors={{ country: errorOf('country'), state: errorOf('state'), city: errorOf('city') }}
            disabled={disabled}
          />
          <Controller
            control={control}
            name="address_line_1"
            render={({ field }) => (
              <TextField
                label={t('form.fields.address_line_1')}
                name="address_line_1"
                {...form.lengthProps('address_line_1')}
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={errorOf('address_line_1')}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="address_line_2"
            render={({ field }) => (
              <TextField
                label={t('form.fields.address_line_2')}
                name="address_line_2"
                {...form.lengthProps('address_line_2')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={errorOf('address_line_2')}
                disabled={disabled}
              />
            )}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.contact')} headingLevel={2}>
        <StyledFormGrid>
          <Controller
            control={control}
            name="contact_person"
            render={({ field }) => (
              <TextField
                label={t('form.fields.contact_person')}
                name="contact_person"
                {...form.lengthProps('contact_person')}
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={errorOf('contact_person')}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="phone_number"
            render={({ field }) => (
              <PhoneField
                label={t('form.fields.phone_number')}
                name="phone_number"
                required
                value={field.value}
                onChange={(value) => field.onChange(keepPhoneCharacters(value))}
                countryCode={values.country_code}
                onCountryCodeChange={(code) => form.setValue('country_code', code)}
                countryCodeOptions={codeOptions}
                countryCodeLabel={t('form.fields.country_code')}
                placeholder="1234567890"
                error={errorOf('phone_number') ?? errorOf('country_code')}
                disabled={disabled}
                inputProps={{ onBlur: field.onBlur }}
              />
            )}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.storage')} headingLevel={2}>
        <StyledFormGrid>
          <Controller
            control={control}
            name="free_storage_duration"
            render={({ field }) => (
              <NumberField
                label={t('form.fields.free_storage_duration')}
                name="free_storage_duration"
                required
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('free_storage_duration')}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="free_storage_unit"
            render={({ field }) => (
              <Select
                label={t('form.fields.free_storage_unit')}
                name="free_storage_unit"
                required
                options={FREE_STORAGE_UNITS.map((unit) => ({
                  value: unit,
                  label: t(`form.units.${unit}`),
                }))}
                value={field.value}
                onChange={(event) =>
                  field.onChange(event.target.value as WarehouseFormValues['free_storage_unit'])
                }
                onBlur={field.onBlur}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="overdue_storage_fee"
            render={({ field }) => (
              <NumberField
                label={t('form.fields.overdue_storage_fee')}
                name="overdue_storage_fee"
                required
                maxDecimals={2}
                unit="CNY"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('overdue_storage_fee')}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="overdue_fee_frequency"
            render={({ field }) => (
              <Select
                label={t('form.fields.overdue_fee_frequency')}
                name="overdue_fee_frequency"
                required
                options={OVERDUE_FEE_FREQUENCIES.map((frequency) => ({
                  value: frequency,
                  label: t(`form.frequency.${frequency}`),
                }))}
                value={field.value}
                onChange={(event) =>
                  field.onChange(event.target.value as WarehouseFormValues['overdue_fee_frequency'])
                }
                onBlur={field.onBlur}
                disabled={disabled}
              />
            )}
          />
          <Controller
            control={control}
            name="label_size"
            render={({ field }) => (
              <Select
                label={t('form.fields.label_size')}
                name="label_size"
                required
                options={PARCEL_LABEL_SIZES.map((size) => ({
                  value: size,
                  label: t(`form.labelSize.${size}`),
                }))}
                value={field.value}
                onChange={(event) =>
                  field.onChange(event.target.value as WarehouseFormValues['label_size'])
                }
                onBlur={field.onBlur}
                error={errorOf('label_size')}
                disabled={disabled}
              />
            )}
          />
        </StyledFormGrid>
      </Card>

      <Card as="section" title={t('form.sections.operators')} headingLevel={2}>
        <Controller
          control={control}
          name="operator_ids"
          render={({ field }) => (
            <OperatorPicker
              value={field.value}
              onChange={(ids) => {
                // A picked or removed operator counts as touched: the list has no blur of its own.
                field.onChange(ids);
                field.onBlur();
              }}
              known={knownOperators}
              error={errorOf('operator_ids')}
              disabled={disabled}
            />
          )}
        />
      </Card>

      <FormActions
        problem={
          failure ??
          (showsProblems
            ? form.failures.warehouse_name === 'taken'
              ? t('form.errors.nameTaken')
              : tc('forms.checkFields')
            : null)
        }
      >
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
        {mode === 'settings' && (
          <>
            <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              loading={submitting}
              disabled={!isValid || !changed}
            >
              {t('form.actions.save')}
            </Button>
          </>
        )}
      </FormActions>
    </StyledPageForm>
  );
}
