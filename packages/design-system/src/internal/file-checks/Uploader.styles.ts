import styled from 'styled-components';
import { theme } from '../../tokens';

export const StyledUploader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const StyledUploaderLabel = styled.span`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text.primary};
`;
