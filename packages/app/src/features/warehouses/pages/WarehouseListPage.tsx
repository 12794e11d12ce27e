import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Loading, media, theme } from '@jiyun/design-system';
import { runsEveryWarehouse } from '@jiyun/domain';
import { PageHeading } from '../../../components/PageHeading';
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
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
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
`;

/** /warehouse: the merchant's warehouses as cards. */
export function WarehouseListPage() {
  const { t } = useTranslation('warehouses');
  const navigate = useNavigate();
  const warehouses = useWarehouses();
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
      {warehouses.isPending && <Loading label={t('list.loading')} />}
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
