import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, Loading, TabPanel, theme, useToast } from '@jiyun/design-system';
import { maskAccountNumber } from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { useDelayed } from '../../../lib/use-delayed';
import { BankAccountForm } from '../components/BankAccountForm';
import { BILLING_TABS_ID, BillingTabs } from '../components/BillingTabs';
import { billingFailureTextKey } from '../model/failure';
import { useBankAccount, useSaveBankAccount } from '../queries';
import '../resources';

const StyledNote = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.text.secondary};
`;

/**
 * /billing/account (spec §2, §3, §5): where the platform pays approved settlements. The number on
 * file is shown masked but for its last 4 digits; a save sends only what changed (A33's texts).
 */
export function BankAccountPage() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const account = useBankAccount();
  const save = useSaveBankAccount();
  const slow = useDelayed(account.isPending);

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
  else
    body = (
      <>
        <StyledNote>
          {account.data
            ? t('account.savedNumber', { masked: maskAccountNumber(account.data.account_no) })
            : t('account.noAccount')}
        </StyledNote>
        <BankAccountForm
          // A new saved account starts the form again from it.
          key={JSON.stringify(account.data)}
          saved={account.data}
          saving={save.isPending}
          problem={save.isError ? t(billingFailureTextKey('save_bank_account', save.error)) : null}
          onSave={(patch) =>
            save.mutate(patch, {
              onSuccess: () => toast.show({ tone: 'success', message: t('account.saved') }),
            })
          }
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
