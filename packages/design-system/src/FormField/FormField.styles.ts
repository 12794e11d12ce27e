import styled, { css } from 'styled-components';
import { theme } from '../tokens';
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

/** The row under a control with something at its right (a counter): texts left, aside right. */
export const StyledFoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

export const StyledFootTexts = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const StyledAside = styled.div`
  flex: none;
  margin-left: auto;
`;
