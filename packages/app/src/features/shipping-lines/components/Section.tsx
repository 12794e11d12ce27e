import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, theme } from '@jiyun/design-system';
import { StyledFormActions } from '../../../forms/form-layout';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

interface SectionProps {
  title: string;
  /** Whether the section shows its form. */
  editing: boolean;
  /** Edit is offered but disabled while the line cannot be edited. */
  canEdit: boolean;
  /** Id of the text that says why Edit is disabled. */
  blockedReasonId?: string;
  onEdit: () => void;
  /** "Add" instead of "Edit" (size constraints not added yet). */
  editLabel?: string;
  children: ReactNode;
}

/** One section of a line's page: its values, and an Edit that turns it into its form. */
export function Section({
  title,
  editing,
  canEdit,
  blockedReasonId,
  onEdit,
  editLabel,
  children,
}: SectionProps) {
  const { t } = useTranslation('shippingLines');
  return (
    <Card
      as="section"
      headingLevel={2}
      title={title}
      actions={
        editing ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : blockedReasonId}
          >
            {editLabel ?? t('actions.edit')}
          </Button>
        )
      }
    >
      {children}
    </Card>
  );
}

/** What a section's save needs of `useSchemaForm`'s answer. */
interface SectionFormState<Values> {
  isValid: boolean;
  submit: (onValid: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * The save of a section's form: Save needs valid and changed values (spec 4), and a submit sends
 * nothing while a save runs or when nothing changed (Enter in a field still shows the problems).
 */
export function sectionSave<Values>(
  form: SectionFormState<Values>,
  {
    changed,
    saving,
    onSave,
  }: { changed: boolean; saving: boolean; onSave: (values: Values) => void },
): { onSubmit: (event: FormEvent<HTMLFormElement>) => void; canSave: boolean } {
  return {
    onSubmit: form.submit((values) => {
      if (!saving && changed) onSave(values);
    }),
    canSave: form.isValid && changed && !saving,
  };
}

interface SectionFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** Valid and changed (spec 4): see `sectionSave`. */
  canSave: boolean;
  saving: boolean;
  /** The failed save, in words (A23: the input stays). */
  failure: string | null;
  label: string;
  children: ReactNode;
}

/** A section in edit mode: its fields, then Cancel and Save. */
export function SectionForm({
  formRef,
  onSubmit,
  onCancel,
  canSave,
  saving,
  failure,
  label,
  children,
}: SectionFormProps) {
  const { t } = useTranslation('shippingLines');
  return (
    <StyledForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} aria-busy={saving}>
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      <StyledFormActions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={saving} disabled={!canSave}>
          {t('actions.save')}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}
