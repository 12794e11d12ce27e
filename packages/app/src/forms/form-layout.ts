import styled from 'styled-components';
import { media, theme } from '@jiyun/design-system';

/* The layout pieces the warehouse and parcel forms share, so they line up alike. */

/** A page-wide form: its cards stacked, no wider than `$maxWidth`. */
export const StyledPageForm = styled.form<{ $maxWidth: string }>`
  display: grid;
  gap: ${theme.space[5]};
  max-width: ${({ $maxWidth }) => $maxWidth};
`;

/** One column on a phone, two from a tablet up. */
export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[4]};

  ${media.atLeast('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field across both columns of a StyledFormGrid. */
export const StyledFormWide = styled.div`
  ${media.atLeast('md')} {
    grid-column: 1 / -1;
  }
`;

/** The buttons under a form, on the right. */
export const StyledFormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;
