import styled from 'styled-components';
import { theme } from '@jiyun/design-system';

/** The one h1 of a page. */
export const PageHeading = styled.h1`
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text.primary};
`;
