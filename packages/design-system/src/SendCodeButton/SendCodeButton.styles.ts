import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledSendCode = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[1]};
`;

export const StyledNotice = styled.p`
  margin: 0;
  min-height: calc(${theme.font.size.sm} * ${theme.font.lineHeight.normal});
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.success.fg};
`;
