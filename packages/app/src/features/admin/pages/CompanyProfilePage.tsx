import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Avatar, Button, Card, Loading, theme } from '@jiyun/design-system';
import { shownDisplayInfo, type CompanyProfile } from '@jiyun/domain';
import { useImageResolver } from '../../../api/files/image-resolver';
import { PageHeader } from '../../../components/PageHeader';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { Fact, StyledFacts } from '../../../components/Facts';
import { PendingReviewTag } from '../components/PendingReviewTag';
import { phoneOf } from '../model/member-view';
import { useCompanyProfile } from '../queries';

const StyledCards = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledDisplay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[5]};
`;

const StyledName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin: ${theme.space[3]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledAlertBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** Edit, named by what it edits for a screen reader ("Edit legal contact"). */
function EditButton({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Button variant="secondary" size="sm" onClick={() => void navigate(to)} aria-label={label}>
      {t('actions.edit')}
    </Button>
  );
}

function DisplayCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('admin');
  const resolveSrc = useImageResolver();
  const shown = shownDisplayInfo(profile);
  const pending = shown.pending || profile.status === 'updated';
  return (
    <Card
      as="section"
      headingLevel={2}
      title={t('profile.display.title')}
      actions={<EditButton to={urls.admin.editDisplay()} label={t('editDisplay.title')} />}
    >
      <StyledDisplay>
        <Avatar
          src={shown.avatar_url}
          name={shown.display_name}
          resolveSrc={resolveSrc}
          size={72}
        />
        <StyledName>
          {shown.display_name}
          {pending && <PendingReviewTag />}
        </StyledName>
      </StyledDisplay>
      {pending && <StyledNote>{t('profile.display.pendingNote')}</StyledNote>}
    </Card>
  );
}

function CompanyCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('admin');
  const { company } = profile;
  return (
    <Card as="section" headingLevel={2} title={t('profile.company.title')}>
      <StyledFacts>
        <Fact label={t('profile.company.name')}>{company.name}</Fact>
        <Fact label={t('profile.company.address')}>{company.address}</Fact>
        <Fact label={t('profile.company.type')}>
          {t(`profile.company.types.${company.company_type}`)}
        </Fact>
      </StyledFacts>
    </Card>
  );
}

function LegalCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('admin');
  const rep = profile.company.legal_rep;
  return (
    <Card
      as="section"
      headingLevel={2}
      title={
        <StyledName as="span">
          {t('profile.legal.title')}
          {rep?.pending_review && <PendingReviewTag />}
        </StyledName>
      }
      actions={<EditButton to={urls.admin.editLegal()} label={t('editLegal.title')} />}
    >
      {rep ? (
        <StyledFacts>
          <Fact label={t('profile.legal.name')}>{rep.name}</Fact>
          <Fact label={t('profile.legal.contactName')}>{rep.contact_name}</Fact>
          <Fact label={t('profile.legal.isContactLegalRep')}>
            {rep.is_contact_legal_rep ? t('profile.legal.yes') : t('profile.legal.no')}
          </Fact>
          <Fact label={t('profile.legal.position')}>
            {rep.contact_position
              ? t(`profile.positions.${rep.contact_position}`)
              : t('profile.legal.notGiven')}
          </Fact>
          <Fact label={t('profile.legal.phone')}>{phoneOf(rep)}</Fact>
          <Fact label={t('profile.legal.email')}>{rep.email ?? t('profile.legal.notGiven')}</Fact>
        </StyledFacts>
      ) : (
        <p>{t('profile.legal.none')}</p>
      )}
    </Card>
  );
}

/** /admin/company-profile: display information, company, legal representative (spec §2–§4). */
export function CompanyProfilePage() {
  const { t } = useTranslation(['areas', 'admin']);
  const profile = useCompanyProfile();
  const showLoading = useDelayed(profile.isPending);
  return (
    <>
      <PageHeader title={t('areas:companyProfile')} />
      {showLoading && <Loading label={t('admin:profile.loading')} delay={0} />}
      {/* The spec ignores a failed load; an empty page would hide it, so it is said (A29). */}
      {profile.isError && (
        <Alert tone="error">
          <StyledAlertBody>
            {t('admin:profile.loadFailed')}
            <Button variant="text" size="sm" onClick={() => void profile.refetch()}>
              {t('admin:actions.retry')}
            </Button>
          </StyledAlertBody>
        </Alert>
      )}
      {profile.data && (
        <StyledCards>
          <DisplayCard profile={profile.data} />
          <CompanyCard profile={profile.data} />
          <LegalCard profile={profile.data} />
        </StyledCards>
      )}
    </>
  );
}
