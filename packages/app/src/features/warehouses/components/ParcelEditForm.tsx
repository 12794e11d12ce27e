import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DatePicker,
  Select,
  TextArea,
  TextField,
  theme,
} from '@jiyun/design-system';
import { parcelUpdateSchema, type Parcel } from '@jiyun/domain';
import { schemaFieldErrors } from '../../../forms/form-errors';
import {
  changedParcelFields,
  dateFromIso,
  isoFromDate,
  missingProblemFields,
  parcelErrorKey,
  parcelEditFormOf,
  type ParcelEditForm as EditValues,
} from '../model/parcel-form';
import { PARCEL_STATUS_CHOICES, parcelStatusLabelKey } from '../model/parcel-status';
import { useUpdateParcel } from '../queries';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { StyledFormActions } from '../../../forms/form-layout';
import { MeasurementFields } from './MeasurementFields';
import { ProblemFields } from './ProblemFields';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
`;

const StyledReadOnly = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  font-size: ${theme.font.size.sm};

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0;
  }
`;

interface ParcelEditFormProps {
  parcel: Parcel;
  warehouseId: string;
  /** Called after a save (true) or on Cancel (false). */
  onDone: (saved: boolean) => void;
}

/** The parcel edit of spec 4/5: status, where and when it is, its size, and the problem flag. */
export function ParcelEditForm({ parcel, warehouseId, onDone }: ParcelEditFormProps) {
  const { t, i18n } = useTranslation('warehouses');
  const [values, setValues] = useState<EditValues>(() => parcelEditFormOf(parcel));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateParcel(warehouseId, String(parcel.parcel_id), {
    onSuccess: () => onDone(true),
  });

  const changes = changedParcelFields(parcel, values);
  const failures: Record<string, string> = schemaFieldErrors(parcelUpdateSchema, changes);
  for (const field of missingProblemFields(values)) failures[field] = 'required';
  const valid = Object.keys(failures).length === 0;
  const changed = Object.keys(changes).length > 0;

  const errorOf = (field: keyof EditValues): string | undefined =>
    submitted && field in failures ? t(parcelErrorKey(field, failures[field])) : undefined;
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || !changed || update.isPending) return;
    update.mutate(changes);
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t('parcel.edit')}>
      {update.isError && <Alert tone="error">{t('parcel.updateFailed')}</Alert>}
      <Select
        label={t('parcel.fields.status')}
        name="status"
        options={PARCEL_STATUS_CHOICES.map((status) => ({
          value: status,
          label: t(parcelStatusLabelKey(status)),
        }))}
        value={values.status}
        onChange={(event) => set('status', event.target.value as EditValues['status'])}
      />
      <TextField
        label={t('parcel.fields.tracking_id')}
        name="tracking_id"
        required
        value={values.tracking_id}
        onChange={(event) => set('tracking_id', event.target.value)}
        error={errorOf('tracking_id')}
      />
      <TextField
        label={t('parcel.fields.personal_id')}
        name="personal_id"
        required
        value={values.personal_id}
        onChange={(event) => set('personal_id', event.target.value)}
        error={errorOf('personal_id')}
      />
      <StyledPair>
        <TextField
          label={t('parcel.fields.shelf_location')}
          name="shelf_location"
          required
          value={values.shelf_location}
          onChange={(event) => set('shelf_location', event.target.value)}
          error={errorOf('shelf_location')}
        />
        <DatePicker
          label={t('parcel.fields.inbound_date')}
          name="inbound_date"
          required
          value={dateFromIso(values.inbound_date)}
          onChange={(date) => set('inbound_date', isoFromDate(date))}
          labels={datePickerLabels(t, i18n.language)}
          invalidLabel={t('parcel.datePicker.invalid')}
          error={errorOf('inbound_date')}
        />
      </StyledPair>
      <StyledPair>
        <MeasurementFields values={values} onChange={set} errorOf={errorOf} />
      </StyledPair>
      <TextArea
        label={t('parcel.fields.notes')}
        name="notes"
        value={values.notes}
        onChange={(event) => set('notes', event.target.value)}
        maxLength={500}
        minRows={2}
      />
      <StyledReadOnly aria-label={t('parcel.sections.content')}>
        <dt>{t('parcel.fields.content_name')}</dt>
        <dd>{parcel.content_name ?? t('fallback.notProvided')}</dd>
        <dt>{t('parcel.fields.content_value')}</dt>
        <dd>
          {parcel.content_value === null
            ? t('fallback.notProvided')
            : `${parcel.content_value.toFixed(2)} CNY`}
        </dd>
        <dt>{t('parcel.fields.content_quantity')}</dt>
        <dd>{parcel.content_quantity ?? t('fallback.notProvided')}</dd>
      </StyledReadOnly>
      <ProblemFields values={values} onChange={set} errorOf={errorOf} />
      <StyledFormActions>
        <Button
          type="button"
          variant="secondary"
          onClick={() => onDone(false)}
          disabled={update.isPending}
        >
          {t('parcel.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={update.isPending}
          disabled={!changed || (submitted && !valid)}
        >
          {t('parcel.save')}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}
