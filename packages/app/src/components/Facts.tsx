import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';

/**
 * Label and value pairs in columns that wrap: a shipping line's sections, the company profile.
 * `$columnMin` is the narrowest a column gets (200px by default).
 */
export const StyledFacts = styled.dl<{ $columnMin?: string }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $columnMin = '200px' }) => $columnMin}, 1fr)
  );
  gap: ${theme.space[4]};
  margin: 0;

  div {
    display: grid;
    gap: ${theme.space[1]};
    min-width: 0;
  }

  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One pair of a StyledFacts: the label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
