import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, Card, theme } from '@jiyun/design-system';
import type { SubAccount } from '@jiyun/domain';
import { PERMISSION_GROUPS } from '@jiyun/domain';
import { useImageResolver } from '../../../api/files/image-resolver';
import { urls } from '../../../routes/urls';
import { memberGroups, memberName } from '../model/member-view';

// Edit and Delete show while the pointer rests on the card or the keyboard is inside it (spec §2);
// they stay in the tab order, so a keyboard reaches them and they appear as it does.
const StyledCard = styled.div`
  /* As tall as its list item (TeamMembersPage stretches the cards of a row). */
  display: flex;

  & > * {
    flex: 1;
  }

  [data-member-actions] {
    opacity: 0;
    transition: opacity 120ms ease-out;
  }

  &:hover [data-member-actions],
  &:focus-within [data-member-actions] {
    opacity: 1;
  }

  @media (hover: none) {
    [data-member-actions] {
      opacity: 1;
    }
  }
`;

const StyledWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledContact = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} 0 0;

  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }

  dd {
    margin: ${theme.space[1]} 0 0;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface.sunken};
    font-size: ${theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

const StyledEdit = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: ${theme.layout.controlHeight.sm};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${theme.color.surface.hover};
  }
`;

/** One member: who, what they may do, the warehouses they operate; Edit and Delete on hover. */
export function MemberCard({
  member,
  onDelete,
}: {
  member: SubAccount;
  /** Absent on the signed-in member's own card: nobody removes themselves (A47). */
  onDelete?: (member: SubAccount) => void;
}) {
  const { t } = useTranslation('admin');
  const resolveSrc = useImageResolver();
  const name = memberName(member);
  const groups = memberGroups(member);
  return (
    <StyledCard>
      <Card as="article">
        <StyledWho>
          <Avatar src={member.avatar_url} name={name} resolveSrc={resolveSrc} size="lg" />
          <div>
            <StyledName>{name}</StyledName>
            <StyledContact>
              {member.country_code} {member.phone_number}
              {member.email ? ` · ${member.email}` : ''}
            </StyledContact>
          </div>
        </StyledWho>
        <StyledFacts>
          <div>
            <dt>{t('team.permissions')}</dt>
            <dd>
              <StyledChips aria-label={t('team.permissions')}>
                {PERMISSION_GROUPS.filter((group) => groups.includes(group.name)).map((group) => (
                  <li key={group.name}>{t(group.labelKey)}</li>
                ))}
              </StyledChips>
            </dd>
          </div>
          <div>
            <dt>{t('team.warehouses')}</dt>
            <dd>
              {member.warehouses.length === 0 ? (
                t('team.noWarehouses')
              ) : (
                <StyledChips aria-label={t('team.warehouses')}>
                  {member.warehouses.map((warehouse) => (
                    <li key={warehouse.id}>{warehouse.warehouse_name}</li>
                  ))}
                </StyledChips>
              )}
            </dd>
          </div>
        </StyledFacts>
        <StyledActions data-member-actions="">
          <StyledEdit to={urls.admin.member(member.id)} aria-label={t('team.editMember', { name })}>
            {t('actions.edit')}
          </StyledEdit>
          {onDelete && (
            <Button
              variant="danger"
              size="sm"
              onClick={() => onDelete(member)}
              aria-label={t('team.deleteMember', { name })}
            >
              {t('actions.delete')}
            </Button>
          )}
        </StyledActions>
      </Card>
    </StyledCard>
  );
}
