import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, media, theme } from '@jiyun/design-system';
import { PageHeading } from '../../../components/PageHeading';
import { languageAtom } from '../../../i18n/atoms';
import { useDelayed } from '../../../lib/use-delayed';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { FigureTiles } from '../components/FigureTiles';
import { GetStarted } from '../components/GetStarted';
import { LatestNotifications } from '../components/LatestNotifications';
import { WarehouseStock } from '../components/WarehouseStock';
import { useDashboard } from '../queries';
import '../resources';

const StyledPage = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledIntro = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.text.secondary};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  align-items: start;

  ${media.atLeast('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** `/` for the owner (A34): a welcome, the company's live figures and its first steps. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const lang = useAtomValue(languageAtom);
  const dashboard = useDashboard(lang);
  // Loads faster than the delay show nothing rather than a flash of grey.
  const slow = useDelayed(dashboard.isPending);
  const data = dashboard.data;

  return (
    <StyledPage>
      <header>
        <PageHeading>
          {data ? t('welcome', { company: data.company_name }) : t('welcomeAlone')}
        </PageHeading>
        <StyledIntro>{t('intro')}</StyledIntro>
      </header>
      {/* The bones are hidden from assistive tech; the status region says what they stand for. */}
      {dashboard.isPending && (
        <div role="status">{slow && <StyledHidden>{t('loading')}</StyledHidden>}</div>
      )}
      {dashboard.isPending && slow && <DashboardSkeleton />}
      {dashboard.isError && (
        <Alert tone="error">
          {t('loadFailed')}{' '}
          <Button variant="text" size="sm" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <GetStarted steps={data.get_started} />
          <FigureTiles dashboard={data} />
          <StyledColumns>
            {data.warehouses && <WarehouseStock warehouses={data.warehouses} />}
            <LatestNotifications notifications={data.notifications} />
          </StyledColumns>
        </>
      )}
    </StyledPage>
  );
}
