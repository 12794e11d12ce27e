import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Loading,
  Paginator,
  SidePanel,
  TabPanel,
  Tabs,
  theme,
} from '@jiyun/design-system';
import { NOTIFICATIONS_PAGE_SIZE, type MerchantNotification } from '@jiyun/domain';
import '../resources';
import { PageHeading } from '../../../components/PageHeading';
import { languageAtom } from '../../../i18n/atoms';
import { NotificationList } from '../components/NotificationList';
import { SubjectLink } from '../components/SubjectLink';
import { languageFromStored } from '../../../i18n/language';
import { dateTime } from '../../../lib/dates';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from '../queries';

const TABS_ID = 'notification-tabs';

const StyledPage = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 960px;
`;

const StyledContent = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[5]};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const StyledPanelBody = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  white-space: pre-line;
`;

const StyledTime = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledMainContent = styled.div`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
`;

/** A whole number ≥ 1 from the URL, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Notifications on a single All tab (spec 2). The page and the open notification live in the URL
 * (`?page=2&id=…`), so reload and back keep them.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation(['notifications', 'areas']);
  const language = languageFromStored(i18n.language);
  const lang = useAtomValue(languageAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const openId = searchParams.get('id');
  const list = useNotifications({ page, limit: NOTIFICATIONS_PAGE_SIZE, lang });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = useUnreadNotificationCount();

  const notifications = list.data?.data ?? [];
  const pageCount = Math.ceil((list.data?.results ?? 0) / NOTIFICATIONS_PAGE_SIZE);
  const open = notifications.find((notification) => notification.id === openId) ?? null;

  const setUrl = (next: { page: number; id: string | null }) => {
    const params: Record<string, string> = {};
    if (next.page > 1) params.page = String(next.page);
    if (next.id) params.id = next.id;
    setSearchParams(params);
  };

  const openNotification = (notification: MerchantNotification) => {
    setUrl({ page, id: notification.id });
    if (!notification.read) markRead.mutate({ id: notification.id, lang });
  };

  let content;
  if (list.isPending) {
    content = <Loading label={t('list.loading')} />;
  } else if (list.isError) {
    content = (
      <EmptyState
        illustration="error"
        title={t('errors.load')}
        headingLevel={2}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  } else if (notifications.length === 0) {
    content = (
      <EmptyState
        illustration="box"
        title={t('empty.title')}
        description={t('empty.description')}
        headingLevel={2}
      />
    );
  } else {
    content = (
      <>
        <NotificationList notifications={notifications} onOpen={openNotification} />
        {pageCount > 1 && (
          <Paginator
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => setUrl({ page: next, id: null })}
            labels={{
              nav: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: t('pagination.page'),
            }}
          />
        )}
      </>
    );
  }

  return (
    <StyledPage>
      <StyledHeader>
        <PageHeading>{t('areas:notifications')}</PageHeading>
        <Button
          variant="secondary"
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={!unread.data}
        >
          {t('list.markAllRead')}
        </Button>
      </StyledHeader>
      <div>
        <Tabs
          id={TABS_ID}
          label={t('tabs.label')}
          value="all"
          onChange={() => undefined}
          items={[{ value: 'all', label: t('tabs.all') }]}
        />
        <TabPanel tabsId={TABS_ID} value="all">
          <StyledContent>{content}</StyledContent>
        </TabPanel>
      </div>
      <SidePanel
        open={open !== null}
        onClose={() => setUrl({ page, id: null })}
        title={open?.title ?? ''}
        closeLabel={t('panel.close')}
      >
        {open && (
          <StyledPanelBody>
            <StyledTime>
              {t('panel.time')}: <time dateTime={open.time}>{dateTime(open.time, language)}</time>
            </StyledTime>
            <p>{open.body}</p>
            {open.mainContent && <StyledMainContent>{open.mainContent}</StyledMainContent>}
            <SubjectLink notification={open} />
          </StyledPanelBody>
        )}
      </SidePanel>
    </StyledPage>
  );
}
