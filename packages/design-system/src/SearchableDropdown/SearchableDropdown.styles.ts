import styled from 'styled-components';
import { visibleScrollbar } from '../internal/popover/Popover.styles';
import { theme } from '../tokens';

export const StyledChevron = styled.span`
  display: inline-flex;
  flex: none;
  padding-inline-end: ${theme.space[3]};
  color: ${theme.color.text.secondary};
  pointer-events: none;
`;

/** Five 40 px options show before the list scrolls; it gives way when the viewport is short. */
export const StyledListbox = styled.ul`
  ${visibleScrollbar}
  flex: 0 1 auto;
  min-height: 0;
  max-height: calc(5 * ${theme.layout.controlHeight.md});
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: inherit;
`;

export const StyledOption = styled.li<{ $active: boolean; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${theme.layout.controlHeight.md};
  padding: ${theme.space[1]} ${theme.space[3]};
  background: ${({ $active, $selected }) =>
    $active ? theme.color.surface.hover : $selected ? theme.color.surface.selected : 'transparent'};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  font-weight: ${({ $selected }) => ($selected ? theme.font.weight.medium : theme.font.weight.regular)};
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;
  overflow-wrap: anywhere;
  box-shadow: ${({ $active }) => ($active ? `inset 2px 0 0 ${theme.color.border.focus}` : 'none')};
`;

export const StyledOptionDescription = styled.span`
  margin-top: 2px;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.text.secondary};
`;

export const StyledNoResults = styled.p`
  display: flex;
  align-items: center;
  min-height: ${theme.layout.controlHeight.md};
  padding: 0 ${theme.space[3]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.secondary};
`;
