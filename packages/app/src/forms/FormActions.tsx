import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, theme } from '@jiyun/design-system';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;

const StyledProblem = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  margin-left: auto;
`;

interface FormActionsProps {
  /**
   * Why the last submit did not go through, in words (a field to correct, the server's refusal):
   * said beside the buttons, where the merchant is looking when it happens.
   */
  problem?: string | null;
  /** The buttons, on the right. */
  children: ReactNode;
}

/** The buttons under a form, on the right, with the reason a submit failed beside them. */
export function FormActions({ problem, children }: FormActionsProps) {
  const barRef = useRef<HTMLDivElement>(null);
  // A refusal that arrives while the merchant is at the buttons (the pressed one, or nothing
  // focused while it was busy) keeps them and their reason on screen, even when a message above
  // pushed them down. A problem the form put the cursor on is left to that field.
  useEffect(() => {
    const bar = barRef.current;
    if (!problem || !bar) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || bar.contains(focused)) {
      bar.scrollIntoView?.({ block: 'nearest' });
    }
  }, [problem]);
  return (
    <StyledBar ref={barRef}>
      {problem && (
        <StyledProblem>
          <Alert tone="error">{problem}</Alert>
        </StyledProblem>
      )}
      <StyledButtons>{children}</StyledButtons>
    </StyledBar>
  );
}
