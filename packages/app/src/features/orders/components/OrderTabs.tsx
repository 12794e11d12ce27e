import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs, theme } from '@jiyun/design-system';
import { TabRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';

const StyledTabs = styled.div`
  margin-bottom: ${theme.space[5]};
`;

export const ORDER_TABS_ID = 'order-tabs';

/** The lists under /orders (spec §2): the orders and the return parcels (issue 15). */
const ORDER_TABS = [
  { value: 'orders', href: urls.orders.list },
  { value: 'returns', href: urls.returns.list },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['value'];

export function OrderTabs({ value }: { value: OrderTab }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <StyledTabs>
      <Tabs
        id={ORDER_TABS_ID}
        label={t('tabs.label')}
        value={value}
        onChange={(next) => {
          const tab = ORDER_TABS.find((item) => item.value === next);
          if (tab) void navigate(tab.href());
        }}
        items={ORDER_TABS.map((tab) => ({
          value: tab.value,
          label: t(`tabs.${tab.value}`),
          href: tab.href(),
        }))}
        linkComponent={TabRouterLink}
      />
    </StyledTabs>
  );
}
