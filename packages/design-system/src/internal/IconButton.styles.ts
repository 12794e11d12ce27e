import { css } from 'styled-components';
import { theme } from '../tokens';

/**
 * The base of every quiet icon button (close, dismiss, clear, remove, show password, open
 * calendar): no frame of its own, the icon centred, secondary ink. Each adds its size, place and
 * hover.
 */
export const quietIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;
`;
