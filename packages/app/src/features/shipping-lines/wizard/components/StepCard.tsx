import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Loading, theme } from '@jiyun/design-system';

/** A step's form: its card(s) stacked above the Back / Next row. */
export const StyledStepForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 1040px;
`;

export const StyledStepHint = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.md};
`;

/** One section of a step, titled. */
export function StepCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" title={title} headingLevel={2} actions={actions}>
      {children}
    </Card>
  );
}

/** What a step shows while its data loads, or when loading failed (with a retry). */
export function StepLoadState({
  loading,
  failed,
  loadingLabel,
  failedText,
  retryLabel,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <Alert tone="error">
        {failedText}{' '}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
  return loading ? <Loading label={loadingLabel} /> : null;
}
