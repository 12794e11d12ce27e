import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Loading, RadioGroup, theme, useToast } from '@jiyun/design-system';
import { DEPOSIT_PAYMENT_METHODS, depositDue, type DepositPaymentMethod } from '@jiyun/domain';
import { readApiFailure } from '../../../../api/api-error';
import { urls } from '../../../../routes/urls';
import { signedInUserAtom } from '../../../../session/atoms';
import { PaymentCode } from '../components/PaymentCode';
import { StepActions } from '../components/StepActions';
import { StepCard, StyledStepForm, StyledStepHint } from '../components/StepCard';
import { wizardDraftAtom } from '../draft-atoms';
import { depositPaymentReference, formatUsd } from '../model/deposit';
import { isStepComplete } from '../model/steps';
import { useRouteDeposit } from '../queries';

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

/**
 * Step 5: the route's deposit (USD), paid offline by scanning a code (A20). "I have completed
 * payment" is kept in the draft and recorded with the line when it is submitted, in one
 * transaction: a line that is refused leaves no claim behind (A49).
 */
export function DepositStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const user = useAtomValue(signedInUserAtom);
  const destination = draft.mainRoute.arrival_country;
  const deposit = useRouteDeposit(destination);
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
        if (!alreadyClaimed) {
          if (due === null) return;
          setDraft((previous) => ({
            ...previous,
            deposit: { ...previous.deposit, claimed_for: destination },
          }));
        }
        void navigate(urls.shippingLines.create('review'));
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
      {alreadyClaimed && <Alert tone="info">{t('deposit.claimed')}</Alert>}
      <StepActions
        step="deposit"
        nextLabel={alreadyClaimed ? undefined : t('deposit.paid')}
        nextDisabled={!alreadyClaimed && due === null}
      />
    </StyledStepForm>
  );
}
