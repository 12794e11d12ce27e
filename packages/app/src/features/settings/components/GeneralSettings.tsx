import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Select, Toggle } from '@jiyun/design-system';
import { languageAtom } from '../../../i18n/atoms';
import { LANGUAGES, languageFromStored } from '../../../i18n/language';
import { SettingsCard, StyledCardForm, StyledCardHint } from './SettingsCard';

const NOTIFICATION_KINDS = ['customerMessages', 'systemAlerts', 'orderUpdates'] as const;

/** Language (applies at once, remembered in localStorage.lang) and the notification switches. */
export function GeneralSettings() {
  const { t } = useTranslation(['account', 'common']);
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <>
      <SettingsCard title={t('settings.general.languageTitle')}>
        <StyledCardForm as="div">
          <Select
            label={t('settings.general.language')}
            hint={t('settings.general.languageHint')}
            name="language"
            value={language}
            onChange={(event) => setLanguage(languageFromStored(event.target.value))}
            options={LANGUAGES.map((option) => ({
              value: option,
              label: t(`common:language.${option}`),
            }))}
          />
        </StyledCardForm>
      </SettingsCard>
      <SettingsCard title={t('settings.general.notificationsTitle')}>
        <StyledCardForm as="div">
          <StyledCardHint>{t('settings.general.notificationsHint')}</StyledCardHint>
          {/* Spec 2: shown, disabled, without effect. */}
          {NOTIFICATION_KINDS.map((kind) => (
            <Toggle
              key={kind}
              label={t(`settings.general.${kind}`)}
              checked
              disabled
              onChange={() => undefined}
            />
          ))}
        </StyledCardForm>
      </SettingsCard>
    </>
  );
}
