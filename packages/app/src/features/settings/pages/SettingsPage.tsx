import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TabPanel, Tabs, theme } from '@jiyun/design-system';
import '../../../account/resources';
import { PageHeading } from '../../../components/PageHeading';
import { signedInUserAtom } from '../../../session/atoms';
import { EmailCard } from '../components/EmailCard';
import { GeneralSettings } from '../components/GeneralSettings';
import { LogoutCard } from '../components/LogoutCard';
import { PasswordCard } from '../components/PasswordCard';
import { PhoneCard } from '../components/PhoneCard';

const TABS = ['general', 'account'] as const;
type SettingsTab = (typeof TABS)[number];
const TABS_ID = 'settings-tabs';

/** The tab in the URL (`?tab=account`), so reload and shared links keep it; general otherwise. */
function settingsTabOf(value: string | null): SettingsTab {
  return value === 'account' ? 'account' : 'general';
}

const StyledPage = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 880px;
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[5]};
`;

export function SettingsPage() {
  const { t } = useTranslation(['areas', 'account']);
  const user = useAtomValue(signedInUserAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabOf(searchParams.get('tab'));
  if (!user) return null;

  return (
    <StyledPage>
      <PageHeading>{t('areas:settings')}</PageHeading>
      <div>
        <Tabs
          id={TABS_ID}
          label={t('account:settings.tabs.label')}
          value={tab}
          onChange={(next) =>
            setSearchParams(next === 'general' ? {} : { tab: next }, { replace: true })
          }
          items={TABS.map((value) => ({ value, label: t(`account:settings.tabs.${value}`) }))}
        />
        <TabPanel tabsId={TABS_ID} value={tab}>
          <StyledCards>
            {tab === 'general' ? (
              <GeneralSettings />
            ) : (
              <>
                <PhoneCard user={user} />
                <EmailCard user={user} />
                <PasswordCard user={user} />
                <LogoutCard />
              </>
            )}
          </StyledCards>
        </TabPanel>
      </div>
    </StyledPage>
  );
}
