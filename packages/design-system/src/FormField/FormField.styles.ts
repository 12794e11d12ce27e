import styled, { css } from 'styled-components';
import { StyledLabel } from '../internal/Field.styles';

export { StyledError, StyledField, StyledHint, StyledRequiredMark } from '../internal/Field.styles';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const StyledFormLabel = styled(StyledLabel)<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
`;
