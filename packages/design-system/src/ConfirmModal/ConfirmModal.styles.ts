import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledMessage = styled.div`
  color: ${theme.color.text.secondary};
  line-height: ${theme.font.lineHeight.normal};
`;
