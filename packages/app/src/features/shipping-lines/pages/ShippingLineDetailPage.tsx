import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Breadcrumb,
  Button,
  Loading,
  TabPanel,
  Tabs,
  theme,
  useToast,
  type TabLinkProps,
} from '@jiyun/design-system';
import type { ShippingLineDetail } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { PageHeader } from '../../../components/PageHeader';
import { BreadcrumbRouterLink } from '../../../components/router-links';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { CoverageSection } from '../components/CoverageSection';
import { DisplaySection } from '../components/DisplaySection';
import { ExceptionsSection } from '../components/ExceptionsSection';
import { GlobalPricingSection } from '../components/GlobalPricingSection';
import { LineStatusTag } from '../components/LineStatusTag';
import { PriceCalculator } from '../components/PriceCalculator';
import { RouteSection } from '../components/RouteSection';
import { SizeSection } from '../components/SizeSection';
import { StatusMenu } from '../components/StatusMenu';
import { WarehouseSection } from '../components/WarehouseSection';
import { DETAIL_TABS, editBlockedReason, tabSegment, type DetailTab } from '../model/line-view';
import { useChangeShippingLineStatus, useShippingLine } from '../queries';
import { Link } from 'react-router-dom';

const StyledSections = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[5]};
`;

const StyledAlertBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const TABS_ID = 'shipping-line-tabs';

function TabRouterLink({ href, children, ...rest }: TabLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

function LineBreadcrumb({ name }: { name?: string }) {
  const { t } = useTranslation(['shippingLines', 'layout']);
  return (
    <Breadcrumb
      label={t('shippingLines:breadcrumb.label')}
      items={[
        // The first crumb is the side navigation's item.
        { label: t('layout:nav.shippingLines'), href: urls.shippingLines.list() },
        ...(name ? [{ label: t('shippingLines:breadcrumb.details', { name }) }] : []),
      ]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}

function TabContent({
  tab,
  line,
  canEdit,
  blockedReasonId,
}: {
  tab: DetailTab;
  line: ShippingLineDetail;
  canEdit: boolean;
  blockedReasonId: string;
}) {
  const props = { line, canEdit, blockedReasonId };
  switch (tab) {
    case 'index':
      return (
        <>
          <DisplaySection {...props} />
          <RouteSection {...props} />
          <CoverageSection {...props} />
          <WarehouseSection {...props} />
        </>
      );
    case 'size':
      return <SizeSection {...props} />;
    case 'price':
      return (
        <>
          <GlobalPricingSection {...props} />
          <ExceptionsSection {...props} />
          <PriceCalculator line={line} />
        </>
      );
  }
}

/** /shippingLines/{id}[/size|/price]: a line's header, status menu and the sections of a tab. */
export function ShippingLineDetailPage({ tab }: { tab: DetailTab }) {
  const { t } = useTranslation('shippingLines');
  const { shippingLineId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const blockedReasonId = useId();
  const line = useShippingLine(shippingLineId);
  const showLoading = useDelayed(line.isPending);
  const changeStatus = useChangeShippingLineStatus(shippingLineId, {
    onSuccess: (_line, action) => {
      toast.show({ tone: 'success', message: t(`statusMenu.done.${action}`) });
      if (action === 'delete') void navigate(urls.shippingLines.list());
    },
  });

  if (line.isPending) {
    return (
      <>
        <PageHeader breadcrumb={<LineBreadcrumb />} title={t('list.title')} />
        {showLoading && <Loading label={t('detail.loading')} delay={0} />}
      </>
    );
  }
  if (line.isError) {
    const notFound = readApiFailure(line.error).status === 404;
    return (
      <>
        <PageHeader breadcrumb={<LineBreadcrumb />} title={t('list.title')} />
        <Alert tone="error">
          <StyledAlertBody>
            {notFound ? t('detail.notFound') : t('detail.loadFailed')}
            {notFound ? (
              <Button
                variant="text"
                size="sm"
                onClick={() => void navigate(urls.shippingLines.list())}
              >
                {t('detail.backToList')}
              </Button>
            ) : (
              <Button variant="text" size="sm" onClick={() => void line.refetch()}>
                {t('actions.retry')}
              </Button>
            )}
          </StyledAlertBody>
        </Alert>
      </>
    );
  }

  const data = line.data;
  const name = data.basicInfo.displayInformation.name;
  const blocked = editBlockedReason(data.status);
  return (
    <>
      <PageHeader
        breadcrumb={<LineBreadcrumb name={name} />}
        title={name}
        tag={<LineStatusTag status={data.status} />}
        actions={
          <StatusMenu
            status={data.status}
            confirming={changeStatus.isPending}
            onConfirm={(action) => changeStatus.mutate(action)}
          />
        }
      />
      {changeStatus.isError && <Alert tone="error">{t('statusMenu.failed')}</Alert>}
      {blocked && (
        <Alert tone="info">
          <span id={blockedReasonId}>{t(blocked)}</span>
        </Alert>
      )}
      <StyledSections>
        <Tabs
          id={TABS_ID}
          label={t('detail.tabs.label')}
          value={tab}
          onChange={(next) =>
            void navigate(urls.shippingLines.detail(data.id, tabSegment(next as DetailTab)))
          }
          items={DETAIL_TABS.map((value) => ({
            value,
            label: t(`detail.tabs.${value}`),
            href: urls.shippingLines.detail(data.id, tabSegment(value)),
          }))}
          linkComponent={TabRouterLink}
        />
        <TabPanel tabsId={TABS_ID} value={tab}>
          <StyledSections>
            <TabContent
              // Another line (or the same line saved) starts each section from what it shows.
              key={data.id}
              tab={tab}
              line={data}
              canEdit={blocked === null}
              blockedReasonId={blockedReasonId}
            />
          </StyledSections>
        </TabPanel>
      </StyledSections>
    </>
  );
}

export const BasicInformationPage = () => <ShippingLineDetailPage tab="index" />;
export const SizePage = () => <ShippingLineDetailPage tab="size" />;
export const PricePage = () => <ShippingLineDetailPage tab="price" />;
