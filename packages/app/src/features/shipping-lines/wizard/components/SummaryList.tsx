import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, 220px) 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// A dl may group each dt/dd pair in a div; the pair still sits in the list's grid.
const StyledRow = styled.div`
  display: contents;
`;

/** Label → value rows of a review section. */
export function SummaryList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <StyledList>
      {rows.map(([label, value]) => (
        <StyledRow key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </StyledRow>
      ))}
    </StyledList>
  );
}

export const StyledEditLink = styled(Link)`
  color: ${theme.color.text.link};
  font-weight: ${theme.font.weight.medium};

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;
