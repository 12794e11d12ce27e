import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TabPanel, Tabs, theme } from '@jiyun/design-system';
import { TabRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';
import { adminTabOf, type AdminTab } from '../model/admin-tab';
import '../resources';

const StyledTabs = styled.div`
  margin-bottom: ${theme.space[5]};
`;

const TABS_ID = 'admin-tabs';

const TAB_HREF: Record<AdminTab, () => string> = {
  companyProfile: urls.admin.companyProfile,
  teamMember: urls.admin.teamMembers,
};

/** The frame of every admin page: the two tabs (spec §2) above the page; its words load here. */
export function AdminArea() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = adminTabOf(pathname);
  return (
    <>
      <StyledTabs>
        <Tabs
          id={TABS_ID}
          label={t('tabs.label')}
          value={tab}
          onChange={(next) => void navigate(TAB_HREF[next as AdminTab]())}
          items={(Object.keys(TAB_HREF) as AdminTab[]).map((tab) => ({
            value: tab,
            label: t(`tabs.${tab}`),
            href: TAB_HREF[tab](),
          }))}
          linkComponent={TabRouterLink}
        />
      </StyledTabs>
      <TabPanel tabsId={TABS_ID} value={tab}>
        <Outlet />
      </TabPanel>
    </>
  );
}
