import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs, theme } from '@jiyun/design-system';
import { TabRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';

const StyledTabs = styled.div`
  margin-bottom: ${theme.space[5]};
`;

export const BILLING_TABS_ID = 'billing-tabs';

/** The tabs of /billing (spec §2): the overview of settlements and the bank account. */
const BILLING_TABS = [
  { value: 'overview', href: urls.billing.overview },
  { value: 'account', href: urls.billing.account },
] as const;
export type BillingTab = (typeof BILLING_TABS)[number]['value'];

export function BillingTabs({ value }: { value: BillingTab }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <StyledTabs>
      <Tabs
        id={BILLING_TABS_ID}
        label={t('tabs.label')}
        value={value}
        onChange={(next) => {
          const tab = BILLING_TABS.find((item) => item.value === next);
          if (tab) void navigate(tab.href());
        }}
        items={BILLING_TABS.map((tab) => ({
          value: tab.value,
          label: t(`tabs.${tab.value}`),
          href: tab.href(),
        }))}
        linkComponent={TabRouterLink}
      />
    </StyledTabs>
  );
}
