import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import {
  AdminIcon,
  BillingIcon,
  HomeIcon,
  OrdersIcon,
  ShippingLineIcon,
  SideNav,
  theme,
  ToastProvider,
  useToast,
  WarehouseIcon,
  type SideNavLinkProps,
} from '@jiyun/design-system';
import { holdsPermission } from '@jiyun/domain';
import './resources';
import { onServiceUnavailable } from '../../api/availability';
import { LeaveGuard } from '../../forms/leave-guard';
import { queryClient } from '../../api/query-client';
import { requiredPermission } from '../../routes/handle';
import { urls } from '../../routes/urls';
import { signedInUserAtom } from '../../session/atoms';
import { navCollapsedAtom } from './nav-collapsed';
import { activeNavArea, landsOnDashboard, visibleNavAreas, type NavKey } from './nav-items';
import { NoAccess } from './NoAccess';
import { NotificationBell } from './NotificationBell';
import { UserArea } from './UserArea';

const ICONS: Record<NavKey, ReactNode> = {
  home: <HomeIcon />,
  warehouse: <WarehouseIcon />,
  shippingLines: <ShippingLineIcon />,
  orders: <OrdersIcon />,
  billing: <BillingIcon />,
  admin: <AdminIcon />,
};

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const StyledNavColumn = styled.div`
  position: sticky;
  top: 0;
  flex: none;
  height: 100vh;
`;

const StyledColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding: ${theme.space[4]} ${theme.space[8]} ${theme.space[8]};
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;

  /* Focused only as the skip link's target, where a ring around the whole page says nothing. */
  &:focus {
    outline: none;
  }
`;

// Out of sight until it has the focus: the first Tab of a page shows it, Enter skips the menu.
const StyledSkipLink = styled.a`
  position: fixed;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  z-index: ${theme.zIndex.toast};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.link};
  box-shadow: ${theme.shadow.md};
  font-weight: ${theme.font.weight.medium};
  transform: translateY(calc(-100% - ${theme.space[4]}));

  &:focus {
    transform: none;
    outline: 2px solid ${theme.color.focusRing};
  }
`;

// The signed-in header: what every page offers whatever the area (for now, the bell).
const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
`;

const MAIN_ID = 'main-content';

const StyledBrand = styled.span<{ $collapsed: boolean }>`
  font-size: ${({ $collapsed }) => ($collapsed ? theme.font.size.md : theme.font.size.xl)};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;

  /* The name leads home, as a product's name does; it keeps its look. */
  a {
    color: inherit;
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  a:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

function RouterLink({ href, ...rest }: SideNavLinkProps) {
  return <Link to={href} {...rest} />;
}

/** "The service is unavailable for a moment" while the server cannot reach its database. */
function UnavailableNotice() {
  const { t } = useTranslation('common');
  const toast = useToast();
  useEffect(
    () =>
      onServiceUnavailable(() =>
        toast.show({ tone: 'error', message: t('errors.serviceUnavailable') }),
      ),
    [t, toast],
  );
  return null;
}

/** The signed-in frame: side navigation on the left, the current page on the right. */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const user = useAtomValue(signedInUserAtom);
  const [collapsed, setCollapsed] = useAtom(navCollapsedAtom);
  const { pathname } = useLocation();
  const matches = useMatches();
  const mainRef = useRef<HTMLElement>(null);
  if (!user) return null;

  // The owner's home is the dashboard (A34): it leads the navigation so it can be found again.
  const entries: { key: NavKey; href: string }[] = [
    ...(landsOnDashboard(user) ? [{ key: 'home' as const, href: urls.home() }] : []),
    ...visibleNavAreas(user),
  ];
  const items = entries.map((entry) => ({
    key: entry.key,
    href: entry.href,
    label: t(`layout:nav.${entry.key}`),
    icon: ICONS[entry.key],
  }));
  const allowed = holdsPermission(user, requiredPermission(matches));
  // Toasts sit over the page column, never on the navigation, where they cover no control (issue 11).
  const toastOffset = `calc(${collapsed ? theme.layout.navCollapsedWidth : theme.layout.navWidth} + ${theme.space[8]})`;

  // Server state lives with the signed-in area: the query library is not part of /login.
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider
        label={t('layout:toasts.label')}
        dismissLabel={t('common:actions.dismiss')}
        offsetStart={toastOffset}
      >
        <UnavailableNotice />
        <LeaveGuard />
        <StyledSkipLink
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            // The router owns the address: move the focus without adding a #hash entry.
            event.preventDefault();
            mainRef.current?.focus();
          }}
        >
          {t('layout:skipToContent')}
        </StyledSkipLink>
        <StyledShell>
          <StyledNavColumn>
            <SideNav
              items={items}
              activeKey={activeNavArea(pathname)}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              collapseLabel={t('layout:nav.collapse')}
              expandLabel={t('layout:nav.expand')}
              label={t('layout:nav.label')}
              header={
                <StyledBrand $collapsed={collapsed}>
                  <Link to={urls.home()}>
                    {collapsed ? t('common:appShortName') : t('common:appName')}
                  </Link>
                </StyledBrand>
              }
              footer={<UserArea collapsed={collapsed} />}
              linkComponent={RouterLink}
            />
          </StyledNavColumn>
          <StyledColumn>
            <StyledTopBar>
              <NotificationBell />
            </StyledTopBar>
            <StyledMain id={MAIN_ID} ref={mainRef} tabIndex={-1}>
              {allowed ? <Outlet /> : <NoAccess />}
            </StyledMain>
          </StyledColumn>
        </StyledShell>
      </ToastProvider>
    </QueryClientProvider>
  );
}
