import styled from 'styled-components';
import { theme } from '../tokens';

/** "12/64" under a field with a length limit: warning once full, error once over. */
export const StyledLengthCounter = styled.p<{ $state: 'room' | 'full' | 'over' }>`
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ $state }) =>
    $state === 'over'
      ? theme.color.error.fg
      : $state === 'full'
        ? theme.color.warning.fg
        : theme.color.text.secondary};
`;
