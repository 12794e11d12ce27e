import { useTranslation } from 'react-i18next';
import { Button, LogoutIcon } from '@jiyun/design-system';
import { useLogout } from '../../../session/use-logout';
import { SettingsCard, StyledCardActions, StyledCardHint } from './SettingsCard';

export function LogoutCard() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  return (
    <SettingsCard title={t('settings.logout.title')}>
      <StyledCardHint>{t('settings.logout.description')}</StyledCardHint>
      <StyledCardActions>
        <Button
          variant="danger"
          icon={<LogoutIcon />}
          onClick={() => logout.mutate()}
          loading={logout.isPending}
        >
          {t('settings.logout.button')}
        </Button>
      </StyledCardActions>
    </SettingsCard>
  );
}
