import styled from 'styled-components';
import { StyledAdornment } from '../internal/Field.styles';
import { theme } from '../tokens';

export { StyledControl, StyledInput } from '../internal/Field.styles';

export const StyledUnit = styled(StyledAdornment)`
  &:last-child {
    padding-inline-end: ${theme.space[3]};
  }
`;
