import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, Loading, TabPanel, theme, useToast } from '@jiyun/design-system';
import { maskAccountNumber, type BankAccount } from '@jiyun/domain';
import { codeSentAtFor } from '../../../account/code-sent-at';
import { PageHeader } from '../../../components/PageHeader';
import { useDelayed } from '../../../lib/use-delayed';
import { BankAccountForm } from '../components/BankAccountForm';
import { BILLING_TABS_ID, BillingTabs } from '../components/BillingTabs';
import { billingFailureTextKey } from '../model/failure';
import { useBankAccount, useSaveBankAccount, useSendBankAccountCode } from '../queries';
import '../resources';

const StyledNote = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.text.secondary};
`;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: 0 0 ${theme.space[4]};

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The account on file, its number masked but for the last 4 digits (A48). */
function BankAccountSummary({ account }: { account: BankAccount }) {
  const { t } = useTranslation('billing');
  return (
    <StyledSummary aria-label={t('account.summary')}>
      <dt>{t('account.payee_name')}</dt>
      <dd>{account.payee_name}</dd>
      <dt>{t('account.bank_name')}</dt>
      <dd>{account.bank_name}</dd>
      <dt>{t('account.account_no')}</dt>
      <dd>{maskAccountNumber(account.account_no)}</dd>
    </StyledSummary>
  );
}

/**
 * /billing/account (spec §2, §3, §5, A48): where the platform pays approved settlements. The
 * account on file is shown with its number masked; Change opens the form with the whole number
 * and a code texted to the owner's phone, and a save sends only what changed (A33's texts).
 */
export function BankAccountPage() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const account = useBankAccount();
  const save = useSaveBankAccount();
  const sendCode = useSendBankAccountCode();
  const slow = useDelayed(account.isPending);
  const [editing, setEditing] = useState(false);
  // Kept across closing and reopening the form, so the resend wait is not lost.
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);

  const send = async () => {
    const sent = await sendCode.mutateAsync();
    setCodeSentAt(codeSentAtFor(sent.resend_after, Date.now()));
  };
  const close = () => {
    setEditing(false);
    save.reset();
    sendCode.reset();
  };
  let problem: string | null = null;
  if (sendCode.isError)
    problem = t(billingFailureTextKey('send_bank_account_code', sendCode.error));
  else if (save.isError) problem = t(billingFailureTextKey('save_bank_account', save.error));

  let body;
  if (account.isPending) body = slow ? <Loading label={t('account.loading')} /> : null;
  else if (account.isError)
    body = (
      <Alert tone="error">
        {t(billingFailureTextKey('bank_account', account.error))}{' '}
        <Button variant="text" size="sm" onClick={() => void account.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  else if (account.data && !editing)
    body = (
      <>
        <BankAccountSummary account={account.data} />
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('account.change')}
        </Button>
      </>
    );
  else
    body = (
      <>
        {account.data === null && <StyledNote>{t('account.noAccount')}</StyledNote>}
        <BankAccountForm
          // A new saved account starts the form again from it.
          key={JSON.stringify(account.data)}
          saved={account.data}
          saving={save.isPending}
          problem={problem}
          onSendCode={send}
          codeSentAt={codeSentAt}
          onCancel={account.data ? close : undefined}
          onSave={(patch) => {
            sendCode.reset();
            save.mutate(patch, {
              onSuccess: () => {
                setEditing(false);
                toast.show({ tone: 'success', message: t('account.saved') });
              },
            });
          }}
        />
      </>
    );

  return (
    <>
      <PageHeader title={t('title')} />
      <BillingTabs value="account" />
      <TabPanel tabsId={BILLING_TABS_ID} value="account">
        <Card as="section" title={t('account.title')} headingLevel={2}>
          <StyledNote>{t('account.intro')}</StyledNote>
          {body}
        </Card>
      </TabPanel>
    </>
  );
}
