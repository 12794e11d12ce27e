import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, theme } from '@jiyun/design-system';

export const StyledCardForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 480px;
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

export const StyledCurrentValue = styled.p`
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
`;

export const StyledCardHint = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** A settings card; with `onEdit` (and not editing) its header offers an Edit button. */
export function SettingsCard({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Card
      title={title}
      headingLevel={2}
      actions={
        onEdit && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('settings.actions.editWhat', { what: title })}
          >
            {t('settings.actions.edit')}
          </Button>
        )
      }
    >
      {children}
    </Card>
  );
}
