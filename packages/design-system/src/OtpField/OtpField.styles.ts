import styled from 'styled-components';
import { StyledInput } from '../internal/Field.styles';
import { theme } from '../tokens';

export { StyledControl } from '../internal/Field.styles';

export const StyledOtpInput = styled(StyledInput)`
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.lg};
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;
