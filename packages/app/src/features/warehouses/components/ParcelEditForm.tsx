import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Controller, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Select, TextArea, TextField, theme } from '@jiyun/design-system';
import {
  NO_PARCEL_PROBLEM,
  parcelProblemFailures,
  parcelStatusHold,
  parcelStatusHoldOfMessage,
  parcelUpdateSchema,
  type Parcel,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import {
  changedParcelFields,
  PARCEL_FAILURE_KEYS,
  parcelEditFormOf,
  type ParcelEditForm as EditValues,
  type ParcelErrorKey,
} from '../model/parcel-form';
import { PARCEL_STATUS_CHOICES, parcelStatusLabelKey } from '../model/parcel-status';
import { useUpdateParcel } from '../queries';
import { FormActions } from '../../../forms/FormActions';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { MeasurementFields } from './MeasurementFields';
import { ProblemFields } from './ProblemFields';
import { InboundDateField } from './InboundDateField';
import { ParcelStatusCell } from './ParcelStatusCell';

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

/** The status of a parcel an open order or return holds: shown, with why it cannot be set. */
const StyledHeldStatus = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};

  p {
    margin: 0;
    color: ${theme.color.text.secondary};
  }
`;

const StyledHeldLabel = styled.span`
  font-weight: ${theme.font.weight.medium};
`;

interface ParcelEditFormProps {
  parcel: Parcel;
  warehouseId: string;
  /** Called after a save (true) or on Cancel (false). */
  onDone: (saved: boolean) => void;
  /**
   * Where Save and Cancel go: the side panel's footer, which stays on screen while the form
   * scrolls. Under the form while there is none.
   */
  actionsTarget?: HTMLElement | null;
}

/** The parcel edit of spec 4/5: status, where and when it is, its size, and the problem flag. */
export function ParcelEditForm({
  parcel,
  warehouseId,
  onDone,
  actionsTarget = null,
}: ParcelEditFormProps) {
  const { t } = useTranslation('warehouses');
  const { t: tc } = useTranslation('common');
  const formId = useId();
  const {
    control,
    values,
    setValue,
    isValid,
    submitTried,
    showsProblems,
    formRef,
    submit,
    errorText,
    lengthProps,
  } = useSchemaForm<EditValues, ParcelErrorKey>({
    schema: parcelUpdateSchema,
    defaultValues: parcelEditFormOf(parcel),
    // Only what changed is sent, so only what changed is checked; the flag needs its pair here,
    // as the server checks the merged parcel.
    toBody: (edited) => changedParcelFields(parcel, edited),
    extraFailures: (edited) =>
      Object.fromEntries(
        // The form keeps a type and description typed before the flag was turned off; they
        // are not sent then (changedParcelFields), so only a flagged form is checked.
        parcelProblemFailures(
          NO_PARCEL_PROBLEM,
          edited.is_problem
            ? {
                is_problem: true,
                problem_type: edited.problem_type || null,
                description: edited.description,
              }
            : {},
        ).map(({ field }) => [field, 'required']),
      ),
    failureKeys: PARCEL_FAILURE_KEYS,
    showFailures: 'submitted',
  });
  const update = useUpdateParcel(warehouseId, String(parcel.parcel_id), {
    onSuccess: () => onDone(true),
  });

  const changed = Object.keys(changedParcelFields(parcel, values)).length > 0;
  // An open order or return sets this parcel's status, line, weight and size; the form shows
  // them and says why.
  const hold = parcelStatusHold(parcel);
  const refusedBy = update.isError
    ? parcelStatusHoldOfMessage(readApiFailure(update.error).message)
    : null;
  let saveProblem: string | null = null;
  if (refusedBy !== null) saveProblem = t(`parcel.heldRefused.${refusedBy}`);
  else if (update.isError) saveProblem = t('parcel.updateFailed');
  else if (showsProblems) saveProblem = tc('forms.checkFields');

  const errorOf = (field: keyof EditValues): string | undefined => {
    return errorText(field, (key) => t(key));
  };
  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) =>
    // The generic field name is one of EditValues' own: react-hook-form's Path of it.
    setValue(field as Path<EditValues>, value as PathValue<EditValues, Path<EditValues>>, {
      shouldDirty: true,
    });

  const onSubmit = submit((edited) => {
    const changes = changedParcelFields(parcel, edited);
    if (Object.keys(changes).length === 0 || update.isPending) return;
    update.mutate(changes);
  });

  // The buttons may sit outside the form (the panel's footer): Save names its form.
  const actions = (
    <FormActions problem={saveProblem}>
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
        form={formId}
        variant="primary"
        loading={update.isPending}
        disabled={!changed || (submitTried && !isValid)}
      >
        {t('parcel.save')}
      </Button>
    </FormActions>
  );

  return (
    <StyledForm
      id={formId}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('parcel.edit')}
    >
      {hold === null ? (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('parcel.fields.status')}
              name="status"
              options={PARCEL_STATUS_CHOICES.map((status) => ({
                value: status,
                label: t(parcelStatusLabelKey(status)),
              }))}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value as EditValues['status'])}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : (
        <StyledHeldStatus role="group" aria-label={t('parcel.fields.status')}>
          <StyledHeldLabel>{t('parcel.fields.status')}</StyledHeldLabel>
          <ParcelStatusCell parcel={parcel} />
          <p>
            {hold.by === 'order'
              ? t('parcel.held.order', { orderNo: hold.order.orderNo })
              : t('parcel.held.return')}
          </p>
        </StyledHeldStatus>
      )}
      <Controller
        control={control}
        name="tracking_id"
        render={({ field }) => (
          <TextField
            label={t('parcel.fields.tracking_id')}
            name="tracking_id"
            {...lengthProps('tracking_id')}
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={errorOf('tracking_id')}
          />
        )}
      />
      <Controller
        control={control}
        name="personal_id"
        render={({ field }) => (
          <TextField
            label={t('parcel.fields.personal_id')}
            name="personal_id"
            {...lengthProps('personal_id')}
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={errorOf('personal_id')}
          />
        )}
      />
      <StyledPair>
        <Controller
          control={control}
          name="shelf_location"
          render={({ field }) => (
            <TextField
              label={t('parcel.fields.shelf_location')}
              name="shelf_location"
              {...lengthProps('shelf_location')}
              required
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={errorOf('shelf_location')}
            />
          )}
        />
        <Controller
          control={control}
          name="inbound_date"
          render={({ field }) => (
            <InboundDateField
              value={field.value}
              onChange={field.onChange}
              error={errorOf('inbound_date')}
            />
          )}
        />
      </StyledPair>
      <StyledPair>
        <MeasurementFields
          values={values}
          onChange={set}
          errorOf={errorOf}
          readOnly={hold !== null}
        />
      </StyledPair>
      <Controller
        control={control}
        name="notes"
        render={({ field }) => (
          <TextArea
            label={t('parcel.fields.notes')}
            name="notes"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            maxLength={500}
            minRows={2}
          />
        )}
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
      {actionsTarget ? createPortal(actions, actionsTarget) : actions}
    </StyledForm>
  );
}
