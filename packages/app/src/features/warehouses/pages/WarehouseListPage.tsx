import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, media, Skeleton, theme } from '@jiyun/design-system';
import { runsEveryWarehouse } from '@jiyun/domain';
import { PageHeading } from '../../../components/PageHeading';
import { useDelayed } from '../../../lib/use-delayed';
import { WarehouseCard } from '../components/WarehouseCard';
import { useWarehouses } from '../queries';
import { urls } from '../../../routes/urls';
import { signedInUserAtom } from '../../../session/atoms';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[6]};
`;

// 1 column on small screens, 3 on medium, 4 on large (spec 2).
// Every row as tall as the tallest (auto rows of 1fr), and each card fills its cell: all cards of
// the grid have one height, whatever their name's length or picture.
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  grid-auto-rows: 1fr;
  gap: ${theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.atLeast('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.atLeast('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`;

const StyledSkeletonCard = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledSkeletonFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const SKELETON_CARDS = 4;

/** The shape of the grid while it loads: cards of the real cards' parts, drawn in grey. */
function WarehouseGridSkeleton() {
  return (
    <>
      <StyledGrid aria-busy="true" data-testid="warehouse-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Card as="div">
              <StyledSkeletonCard>
                <Skeleton width="70%" height={20} />
                <Skeleton lines={2} />
                <Skeleton variant="circle" width={28} />
                <StyledSkeletonFigures>
                  <Skeleton height={36} />
                  <Skeleton height={36} />
                  <Skeleton height={36} />
                </StyledSkeletonFigures>
              </StyledSkeletonCard>
            </Card>
          </li>
        ))}
      </StyledGrid>
    </>
  );
}

/** /warehouse: the merchant's warehouses as cards. */
export function WarehouseListPage() {
  const { t } = useTranslation('warehouses');
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  // Loads faster than the spec's delay show nothing rather than a flash of grey.
  const slow = useDelayed(warehouses.isPending);
  const user = useAtomValue(signedInUserAtom);
  // Operators see their assigned warehouses; only the owner and admins create new ones.
  const mayAdd = user !== null && runsEveryWarehouse(user);
  const add = () => void navigate(urls.warehouses.create());

  return (
    <>
      <StyledHeader>
        <PageHeading>{t('list.title')}</PageHeading>
        {mayAdd && warehouses.data && warehouses.data.length > 0 && (
          <Button variant="primary" onClick={add}>
            {t('list.add')}
          </Button>
        )}
      </StyledHeader>
      {/* The bones are hidden from assistive tech: the status region says what they stand for
          (there from the start, so its later text is announced). */}
      {warehouses.isPending && (
        <div role="status">{slow && <StyledHidden>{t('list.loading')}</StyledHidden>}</div>
      )}
      {slow && <WarehouseGridSkeleton />}
      {warehouses.isError && (
        <Alert tone="error">
          {t('list.loadFailed')}{' '}
          <Button variant="text" size="sm" onClick={() => void warehouses.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {warehouses.data?.length === 0 && (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t(mayAdd ? 'list.emptyDescription' : 'list.emptyAssignedDescription')}
          illustration="box"
          action={
            mayAdd ? (
              <Button variant="primary" onClick={add}>
                {t('list.add')}
              </Button>
            ) : undefined
          }
        />
      )}
      {warehouses.data && warehouses.data.length > 0 && (
        <StyledGrid aria-label={t('list.cards')}>
          {warehouses.data.map((warehouse) => (
            <li key={warehouse.id}>
              <WarehouseCard warehouse={warehouse} />
            </li>
          ))}
        </StyledGrid>
      )}
    </>
  );
}
