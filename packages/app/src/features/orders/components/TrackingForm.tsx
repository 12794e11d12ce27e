import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LengthCounter, TextField, theme } from '@jiyun/design-system';
import {
  ORDER_TRACKING_NUMBER_MAX,
  trackingNumberSchema,
  type OrderTrackingPatch,
} from '@jiyun/domain';
import { FormActions } from '../../../forms/FormActions';
import '../../../forms/resources';
import { trackingChange } from '../model/order-view';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 560px;
`;

export interface TrackingFormProps {
  /** The tracking number as saved. */
  current: string | null;
  /** Accessible name of the form. */
  label: string;
  /** Whether the save is on its way. */
  saving: boolean;
  /** What the last save's failure says, if it failed. */
  problem: string | null;
  /** Sends a new, non-empty number with the status shipped. */
  onSave: (change: OrderTrackingPatch) => void;
}

/**
 * The tracking number of an order or a return (spec 4): saving a new, valid number ships it.
 * Give it a new `key` after a save so the field starts from the saved number.
 */
export function TrackingForm({ current, label, saving, problem, onSave }: TrackingFormProps) {
  const { t } = useTranslation(['orders', 'forms']);
  const [text, setText] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const change = trackingChange({ tracking_number: current }, text);
  const valid = trackingNumberSchema.isValidSync(text.trim());
  const length = text.trim().length;
  const fieldProblem =
    length > ORDER_TRACKING_NUMBER_MAX
      ? t('forms:tooLong', { max: ORDER_TRACKING_NUMBER_MAX, length })
      : t('receiver.errors.tracking');
  return (
    <StyledForm
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!change || !valid || saving) return;
        onSave(change);
      }}
    >
      <TextField
        label={t('detail.tracking.label')}
        name="tracking_number"
        required
        aside={
          <LengthCounter
            count={text.length}
            limit={ORDER_TRACKING_NUMBER_MAX}
            label={t('forms:lengthCounter', {
              length: text.length,
              max: ORDER_TRACKING_NUMBER_MAX,
            })}
          />
        }
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && length > 0 && !valid ? fieldProblem : undefined}
        disabled={saving}
      />
      <FormActions problem={problem}>
        <Button type="submit" loading={saving} disabled={!change || !valid}>
          {t('detail.tracking.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}
