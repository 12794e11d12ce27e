import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@jiyun/design-system';
import { StyledFormActions } from '../../../../forms/form-layout';
import { urls } from '../../../../routes/urls';
import { previousStep, type WizardStep } from '../model/steps';

/** Back (to the previous step) and Next (the form's submit), in step order. */
export function StepActions({
  step,
  nextLabel,
  nextDisabled = false,
  busy = false,
}: {
  step: WizardStep;
  /** Text of the submit button; "Next" by default. */
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const back = previousStep(step);
  return (
    <StyledFormActions>
      {back && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigate(urls.shippingLines.create(back))}
        >
          {t('actions.back')}
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={nextDisabled} loading={busy}>
        {nextLabel ?? t('actions.next')}
      </Button>
    </StyledFormActions>
  );
}
