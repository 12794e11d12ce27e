import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Loading,
  media,
  Skeleton,
  theme,
} from '@jiyun/design-system';
import type { SubAccount } from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { useDelayed } from '../../../lib/use-delayed';
import { AddMemberModal } from '../components/AddMemberModal';
import { DeleteMemberModal } from '../components/DeleteMemberModal';
import { MemberCard } from '../components/MemberCard';
import { useGranter } from '../model/granter';
import { useTeamMembers } from '../queries';

// 1, 2 or 3 columns, like every card list of the back-office.
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;

  /* Every card of a row as tall as the tallest. */
  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
    min-width: 0;
  }

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

/** /admin/team-member: the members as cards, Add team member, Edit and Delete on each card. */
export function TeamMembersPage() {
  const { t } = useTranslation(['areas', 'admin']);
  const members = useTeamMembers();
  const showLoading = useDelayed(members.isPending);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SubAccount | null>(null);
  const me = useGranter();

  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)}>
      {t('admin:team.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('areas:teamMember')} actions={addButton} />
      {showLoading && (
        <>
          <Loading label={t('admin:team.loading')} delay={0} />
          <StyledGrid aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <Card as="div">
                  <Skeleton variant="circle" width={40} height={40} />
                  <Skeleton lines={3} />
                </Card>
              </li>
            ))}
          </StyledGrid>
        </>
      )}
      {members.isError && (
        <Alert tone="error">
          <StyledAlertBody>
            {t('admin:team.loadFailed')}
            <Button variant="text" size="sm" onClick={() => void members.refetch()}>
              {t('admin:actions.retry')}
            </Button>
          </StyledAlertBody>
        </Alert>
      )}
      {members.data?.length === 0 && (
        <EmptyState
          title={t('admin:team.emptyTitle')}
          description={t('admin:team.emptyDescription')}
          illustration="box"
        />
      )}
      {members.data && members.data.length > 0 && (
        <StyledGrid aria-label={t('admin:team.cards')}>
          {members.data.map((member) => (
            <li key={member.id}>
              <MemberCard
                member={member}
                onDelete={member.id === me?.id ? undefined : setDeleting}
              />
            </li>
          ))}
        </StyledGrid>
      )}
      <AddMemberModal open={adding} onClose={() => setAdding(false)} />
      <DeleteMemberModal member={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
