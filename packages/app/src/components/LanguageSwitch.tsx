import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { languageAtom } from '../i18n/atoms';
import { LANGUAGES, languageFromStored } from '../i18n/language';

const StyledSelect = styled.select`
  height: ${theme.layout.controlHeight.sm};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
`;

/** Language picker; each language is named in itself so anyone can find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <StyledSelect
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => setLanguage(languageFromStored(event.target.value))}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option === 'en' ? 'en' : 'zh-Hans'}>
          {t(`language.${option}`)}
        </option>
      ))}
    </StyledSelect>
  );
}
