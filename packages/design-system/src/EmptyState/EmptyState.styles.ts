import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[10]} ${theme.space[6]};
  text-align: center;
`;

export const StyledIllustration = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${theme.space[2]};
`;

export const StyledTitle = styled.h2`
  max-width: 480px;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const StyledDescription = styled.p`
  max-width: 480px;
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const StyledAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
`;
