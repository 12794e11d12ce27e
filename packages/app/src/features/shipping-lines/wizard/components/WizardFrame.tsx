import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb, Button, ConfirmModal, Stepper, theme } from '@jiyun/design-system';
import { BreadcrumbRouterLink } from '../../../../components/router-links';
import { PageHeader } from '../../../../components/PageHeader';
import { urls } from '../../../../routes/urls';
import '../resources';
import { RESET, wizardDraftAtom } from '../draft-atoms';
import { isDraftEmpty } from '../model/draft';
import { isWizardStep, reachableStep, STEPPER_STEPS, type WizardStep } from '../model/steps';
import { submittedLineAtom, useSubmittedLine } from './submitted';

const StyledSteps = styled.div`
  margin-bottom: ${theme.space[6]};
`;

/** The step a wizard address names (its last segment); the bare wizard address names none. */
function stepOf(pathname: string): WizardStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return isWizardStep(last) ? last : null;
}

/**
 * /shippingLines/new-shipping-line/*: the heading, the five-step stepper (A16), "back to list"
 * and the guard that sends an address opened too early to the first incomplete step.
 */
export function WizardFrame() {
  const { t } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const submitted = useSubmittedLine();
  const setSubmitted = useSetAtom(submittedLineAtom);
  // Leaving the wizard by any way (the modal, the navigation) ends the "just submitted" state.
  useEffect(() => () => setSubmitted(false), [setSubmitted]);
  // Whether the "discard the draft?" question is open: the page's own state.
  const [leaving, setLeaving] = useState(false);
  // The draft is forgotten when this frame leaves the screen: forgotten before the navigation
  // commits (React Router renders it in a transition), the emptied draft would send the frame,
  // still on screen, back to the first step instead of the list.
  const discardOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (discardOnLeave.current) setDraft(RESET);
    },
    [setDraft],
  );

  const step = stepOf(pathname);
  const reachable = reachableStep(draft, step ?? 'main');
  // Each step opens at the top of the page: Next sits at the foot of a long step (every province
  // and city of a country), and the next step kept that offset, its stepper and first fields out
  // of sight. The first render leaves the offset alone (a reload keeps the browser's own).
  const shownStep = useRef(step);
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
  }, [step]);
  // After a submit the draft is gone, but the success modal still stands on the review page.
  if (!submitted && (step === null || reachable !== step)) {
    return <Navigate to={urls.shippingLines.create(reachable)} replace />;
  }

  const leave = () => {
    discardOnLeave.current = true;
    setLeaving(false);
    void navigate(urls.shippingLines.list());
  };

  return (
    <>
      <PageHeader
        breadcrumb={
          <Breadcrumb
            label={t('breadcrumb.label')}
            items={[
              { label: t('breadcrumb.shippingLines'), href: urls.shippingLines.list() },
              { label: t('title') },
            ]}
            linkComponent={BreadcrumbRouterLink}
          />
        }
        title={t('title')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              if (isDraftEmpty(draft)) leave();
              else setLeaving(true);
            }}
          >
            {t('actions.backToList')}
          </Button>
        }
      />
      {step !== 'review' && (
        <StyledSteps>
          <Stepper
            steps={STEPPER_STEPS.map((key) => ({ key, label: t(`steps.${key}`) }))}
            current={step ?? 'main'}
            labels={{
              list: t('stepper.list'),
              completed: t('stepper.completed'),
              current: t('stepper.current'),
              upcoming: t('stepper.upcoming'),
            }}
          />
        </StyledSteps>
      )}
      <Outlet />
      <ConfirmModal
        open={leaving}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        backLabel={t('leave.back')}
        closeLabel={t('actions.close')}
        tone="danger"
        onBack={() => setLeaving(false)}
        onConfirm={leave}
      />
    </>
  );
}
