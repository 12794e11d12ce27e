import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Loading,
  Modal,
  media,
  Skeleton,
  theme,
} from '@jiyun/design-system';
import { PageHeading } from '../../../components/PageHeading';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { activeWarehouseKeys, shippingLinesClient } from '../api/shipping-lines';
import { ShippingLineCard } from '../components/ShippingLineCard';
import { useShippingLines } from '../queries';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[6]};
`;

// 1, 2 or 3 columns (spec 2).
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.atLeast('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.atLeast('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledAlertBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const SKELETON_CARDS = 3;

/**
 * Adding a line needs an active warehouse (spec 5): Add asks for the merchant's active
 * warehouses and either opens the wizard or offers to create a warehouse first.
 */
function useAddLine() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'checking' | 'needWarehouse' | 'failed'>('idle');
  const start = async () => {
    setState('checking');
    try {
      const warehouses = await queryClient.fetchQuery({
        queryKey: activeWarehouseKeys.lists(),
        queryFn: shippingLinesClient.activeWarehouses,
        staleTime: 0,
      });
      if (warehouses.length === 0) {
        setState('needWarehouse');
        return;
      }
      setState('idle');
      void navigate(urls.shippingLines.create());
    } catch {
      setState('failed');
    }
  };
  return { state, start: () => void start(), close: () => setState('idle') };
}

/** /shippingLines: the merchant's lines as cards. */
export function ShippingLineListPage() {
  const { t } = useTranslation('shippingLines');
  const navigate = useNavigate();
  const lines = useShippingLines();
  const showLoading = useDelayed(lines.isPending);
  const add = useAddLine();

  const addButton = (
    <Button variant="primary" onClick={add.start} loading={add.state === 'checking'}>
      {t('list.add')}
    </Button>
  );

  return (
    <>
      <StyledHeader>
        <PageHeading>{t('list.title')}</PageHeading>
        {lines.data && lines.data.length > 0 && addButton}
      </StyledHeader>
      {add.state === 'failed' && <Alert tone="error">{t('list.warehousesFailed')}</Alert>}
      {showLoading && (
        <>
          <Loading label={t('list.loading')} delay={0} />
          <StyledGrid aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <Card as="div">
                  <Skeleton variant="rect" height={160} />
                  <Skeleton lines={3} />
                </Card>
              </li>
            ))}
          </StyledGrid>
        </>
      )}
      {lines.isError && (
        <Alert tone="error">
          <StyledAlertBody>
            {t('list.loadFailed')}
            <Button variant="text" size="sm" onClick={() => void lines.refetch()}>
              {t('actions.retry')}
            </Button>
          </StyledAlertBody>
        </Alert>
      )}
      {lines.data?.length === 0 && (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          illustration="box"
          action={addButton}
        />
      )}
      {lines.data && lines.data.length > 0 && (
        <StyledGrid aria-label={t('list.cards')}>
          {lines.data.map((line) => (
            <li key={line.id}>
              <ShippingLineCard line={line} />
            </li>
          ))}
        </StyledGrid>
      )}
      <Modal
        open={add.state === 'needWarehouse'}
        onClose={add.close}
        title={t('list.needWarehouse.title')}
        closeLabel={t('actions.close')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={add.close}>
              {t('actions.cancel')}
            </Button>
            <Button variant="primary" onClick={() => void navigate(urls.warehouses.create())}>
              {t('list.needWarehouse.create')}
            </Button>
          </>
        }
      >
        <p>{t('list.needWarehouse.message')}</p>
      </Modal>
    </>
  );
}
