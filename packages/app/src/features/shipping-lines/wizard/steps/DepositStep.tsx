import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Loading, RadioGroup, theme, useToast } from '@jiyun/design-system';
import {
  DEPOSIT_CLAIM_OPEN,
  DEPOSIT_PAYMENT_METHODS,
  depositDue,
  SHIPPING_LINE_ORIGIN,
  type DepositPaymentMethod,
} from '@jiyun/domain';
import { readApiFailure } from '../../../../api/api-error';
import { urls } from '../../../../routes/urls';
import { signedInUserAtom } from '../../../../session/atoms';
import { PaymentCode } from '../components/PaymentCode';
import { StepActions } from '../components/StepActions';
import { StepCard, StyledStepForm, StyledStepHint } from '../components/StepCard';
import { wizardDraftAtom } from '../draft-atoms';
import { depositPaymentReference, formatUsd } from '../model/deposit';
import { isStepComplete } from '../model/steps';
import { useClaimDeposit, useRouteDeposit } from '../queries';

const StyledAmount = styled.p`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.semibold};
`;

const StyledDetail = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledPayment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[8]};
`;

/** The server's refusal of a second claim while the route's first one waits (one payment, one claim). */
const isOpenClaim = (error: unknown) => readApiFailure(error).message === DEPOSIT_CLAIM_OPEN;

/** Step 5: the route's deposit (USD), paid offline by scanning a code, then claimed (A20). */
export function DepositStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const user = useAtomValue(signedInUserAtom);
  const destination = draft.mainRoute.arrival_country;
  const deposit = useRouteDeposit(destination);
  const markClaimed = () =>
    setDraft((previous) => ({
      ...previous,
      deposit: { ...previous.deposit, claimed_for: destination },
    }));
  const claim = useClaimDeposit({
    onSuccess: () => {
      markClaimed();
      void navigate(urls.shippingLines.create('review'));
    },
    // The route's payment was claimed before (another tab, an earlier draft) and still waits for
    // staff: this draft goes on with that claim rather than claiming one payment twice.
    onError: (error) => {
      if (isOpenClaim(error)) markClaimed();
    },
  });
  const claimOpen = claim.isError && isOpenClaim(claim.error);

  // A route without a deposit cannot be created here: say so and go back to the list (spec 8).
  const failed = deposit.isError ? readApiFailure(deposit.error).status : undefined;
  useEffect(() => {
    if (failed === undefined) return;
    toast.show({
      tone: 'error',
      message: failed === 404 ? t('deposit.notFound') : t('deposit.loadFailed'),
    });
    void navigate(urls.shippingLines.list(), { replace: true });
  }, [failed, navigate, t, toast]);

  const method = draft.deposit.method;
  const alreadyClaimed = isStepComplete(draft, 'deposit');
  const due = deposit.data ? depositDue(deposit.data) : null;
  const discount = deposit.data?.discounts[0];
  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';

  return (
    <StyledStepForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Back from the review: the claim is recorded already, and a second one would double it.
        if (alreadyClaimed) {
          void navigate(urls.shippingLines.create('review'));
          return;
        }
        if (due === null || claim.isPending) return;
        claim.mutate({
          method,
          departing_country: SHIPPING_LINE_ORIGIN,
          arriving_country: destination,
        });
      }}
    >
      <StepCard title={t('deposit.title')}>
        {deposit.isPending && <Loading label={t('deposit.loading')} />}
        {deposit.data && due !== null && (
          <>
            <StyledStepHint>{t('deposit.hint')}</StyledStepHint>
            <StyledAmount>{t('deposit.amount', { amount: formatUsd(due, locale) })}</StyledAmount>
            {discount && (
              <StyledDetail>
                {t('deposit.discount', {
                  amount: formatUsd(deposit.data.amount, locale),
                  discount: formatUsd(discount.amount, locale),
                  reason: i18n.language === 'en' ? discount.description : discount.zh_description,
                })}
              </StyledDetail>
            )}
          </>
        )}
      </StepCard>
      {deposit.data && due !== null && (
        <StepCard title={t('deposit.paymentTitle')}>
          <StyledPayment>
            <RadioGroup
              label={t('deposit.method')}
              name="method"
              orientation="vertical"
              options={DEPOSIT_PAYMENT_METHODS.map((value) => ({
                value,
                label: t(`deposit.methods.${value}`),
                disabled: alreadyClaimed,
              }))}
              value={method}
              onChange={(value) =>
                setDraft((previous) => ({
                  ...previous,
                  deposit: { ...previous.deposit, method: value as DepositPaymentMethod },
                }))
              }
            />
            <div>
              <PaymentCode
                text={depositPaymentReference({
                  merchantId: user?.merchant_id ?? '',
                  destination,
                  amount: due,
                  method,
                })}
                label={t('deposit.codeLabel', { method: t(`deposit.methods.${method}`) })}
                loadingLabel={t('deposit.codeLoading')}
                failedText={t('deposit.codeFailed')}
              />
              <StyledDetail>
                {t('deposit.scan', { method: t(`deposit.methods.${method}`) })}
              </StyledDetail>
            </div>
          </StyledPayment>
          <StyledDetail>{t('deposit.verification')}</StyledDetail>
        </StepCard>
      )}
      {claim.isError && !claimOpen && <Alert tone="error">{t('deposit.claimFailed')}</Alert>}
      {claimOpen && <Alert tone="info">{t('deposit.claimOpen')}</Alert>}
      {alreadyClaimed && !claimOpen && <Alert tone="info">{t('deposit.claimed')}</Alert>}
      <StepActions
        step="deposit"
        nextLabel={alreadyClaimed ? undefined : t('deposit.paid')}
        nextDisabled={!alreadyClaimed && due === null}
        busy={claim.isPending}
      />
    </StyledStepForm>
  );
}
