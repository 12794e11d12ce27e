import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paginator } from './Paginator';
import type { PaginatorProps } from './Paginator';

function ControlledPaginator(args: PaginatorProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Paginator
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Paginator',
  component: Paginator,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <ControlledPaginator {...args} />,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

const numbersShown = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(numbersShown(nav)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Next, a page number and Previous move the current page. */
export const ChangesPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(numbersShown(nav)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** Tab reaches every button; Enter and Space press them. */
export const Keyboard: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Pressing the current page asks for nothing. */
export const CurrentPageIgnored: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const SevenPages: Story = {
  args: { page: 4, pageCount: 7 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(numbersShown(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(nav).not.toHaveTextContent('…');
  },
};

export const ManyPagesAtStart: Story = {
  args: { page: 1, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(numbersShown(nav)).toEqual(['1', '2', '3', '4', '5', '20']);
  },
};

export const ManyPagesInTheMiddle: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(numbersShown(nav)).toEqual(['1', '9', '10', '11', '20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(numbersShown(nav)).toEqual(['1', '10', '11', '12', '20']);
  },
};

export const ManyPagesAtEnd: Story = {
  args: { page: 20, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(numbersShown(canvas.getByRole('navigation'))).toEqual([
      '1',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const TwoSiblings: Story = {
  args: { page: 10, pageCount: 20, siblingCount: 2 },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ChineseText: Story = {
  args: {
    page: 6,
    pageCount: 12,
    labels: { previous: '上一页', next: '下一页', page: '第 {n} 页', nav: '分页' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
  },
};
