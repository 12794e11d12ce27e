import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { BellIcon } from '../icons';
import { theme } from '../tokens';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Display/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badgeOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-count-badge]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = badgeOf(canvasElement);
    await expect(badge).toHaveTextContent('3');
    // The control that carries it says the count in words.
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Past 99 the bubble stays three characters wide. */
export const Capped: Story = {
  args: { count: 1287 },
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement)).toHaveTextContent('99+');
  },
};

/** Nothing unread: nothing drawn. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement)).toBeNull();
  },
};

const StyledBar = styled.header`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[4]};
  width: 100%;
  padding: ${theme.space[3]} ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border.subtle};
  background: ${theme.color.surface.raised};
`;

const StyledIconLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.controlHeight.md};
  height: ${theme.layout.controlHeight.md};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text.secondary};

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
  }
`;

/**
 * On a bell at the right edge of a header: the app names the link with the count in its words
 * ("通知，3 条未读"), the bubble only shows it.
 */
export const OnABellAtTheRightEdge: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StyledBar>
      <StyledIconLink href="#notifications" aria-label="通知，3 条未读">
        <BellIcon size={22} />
        <CountBadge count={3} overlay />
      </StyledIconLink>
      <StyledIconLink href="#notifications" aria-label="Notifications, 99+ unread">
        <BellIcon size={22} />
        <CountBadge count={128} overlay />
      </StyledIconLink>
    </StyledBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '通知，3 条未读' });
    await expect(link).toBeVisible();
    // Past the cap the name says what the bubble says (`countBadgeText`), not a number it hides.
    const crowded = canvas.getByRole('link', { name: 'Notifications, 99+ unread' });
    const badge = badgeOf(crowded);
    await expect(badge).toHaveTextContent('99+');
    // The bubble stays inside the page even on the last control of the row.
    const right = badge?.getBoundingClientRect().right ?? Infinity;
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
