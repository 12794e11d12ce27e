import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../tokens';
import * as icons from './icons';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[2]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.xs};
`;

function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <StyledGrid>
      {Object.entries(icons).map(([name, Icon]) => (
        <StyledCell key={name}>
          <Icon size={size} />
          <code>{name}</code>
        </StyledCell>
      ))}
    </StyledGrid>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  tags: ['autodocs'],
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(Object.keys(icons).length);
    // Decorative by default: hidden from assistive technology.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  render: () => <icons.WarningIcon title="Warning" size={32} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};
