import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';

/** Label and value pairs of a card (a profile, a member, an order). */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
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

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
