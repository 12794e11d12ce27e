import styled, { css } from 'styled-components';
import { theme } from '../tokens';

export type CardPadding = 'sm' | 'md' | 'lg';

const paddings = { sm: theme.space[3], md: theme.space[4], lg: theme.space[6] } satisfies Record<
  CardPadding,
  string
>;

const interactive = css`
  cursor: pointer;
  transition:
    box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:hover {
    border-color: ${theme.color.border.default};
    box-shadow: ${theme.shadow.md};
  }

  /* The focus ring goes round the whole card, whichever element inside holds focus. */
  &:has([data-card-target]:focus-visible) {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledCard = styled.section<{ $padding: CardPadding; $interactive: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.sm};
  color: ${theme.color.text.primary};
  text-align: start;
  overflow-wrap: anywhere;
  ${({ $interactive }) => $interactive && interactive}
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

export const StyledTitle = styled.h3`
  flex: 1;
  min-width: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

/** The title's link or button; its ::after stretches over the card so the whole card is a target. */
export const StyledTarget = styled.button`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  text-decoration: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }

  &:focus-visible {
    outline: none;
  }
`;

/** Actions sit above the stretched target so they stay clickable on their own. */
export const StyledActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[2]};
`;

/* Grows into the room a stretched card has (cards of equal height in a grid row), so content
   can sit on the card's bottom edge. */
export const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
  color: ${theme.color.text.secondary};
`;

export const StyledFooter = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border.subtle};
`;
