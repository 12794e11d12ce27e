import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { ownerUser } from '../../../test/fixtures';

const screen = (width: number, height: number) => ({
  [`screen${width}`]: {
    name: `${width} × ${height}`,
    styles: { width: `${width}px`, height: `${height}px` },
    type: 'desktop' as const,
  },
});

/**
 * Issue 11: a toast must not land on a page's actions. The account tab keeps its card buttons at
 * the left ("Change password", "Log out"): after a password change, scrolled to the password card,
 * the "Password changed" toast covers none of them, on a 1280 and a 1440 screen.
 */
const meta = {
  title: 'Pages/Settings/Toast placement',
  component: AppStoryScreen,
  args: { entry: '/settings?tab=account' },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/auth/password/update', () =>
          HttpResponse.json({ data: { user: ownerUser } }),
        ),
      ],
    },
    viewport: { options: { ...screen(1280, 720), ...screen(1440, 900) } },
  },
  loaders: [freshPageLoad({ signedIn: true, lang: 'en' })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function changePasswordAndCheck(canvasElement: HTMLElement, width: number) {
  const canvas = within(canvasElement);
  const submit = await canvas.findByRole('button', { name: 'Change password' }, { timeout: 5000 });
  await expect(window.innerWidth).toBe(width);
  await userEvent.type(canvas.getByLabelText(/^Current password/), 'Maple#2026');
  await userEvent.type(canvas.getByLabelText(/^New password/), 'Maple#2027');
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Maple#2027');
  await userEvent.click(submit);
  const region = within(document.body).getByRole('region', { name: 'Messages' });
  const toast = await within(region).findByRole('status', {}, { timeout: 5000 });
  await expect(toast).toHaveTextContent(/password/i);

  const rect = toast.getBoundingClientRect();
  await expect(rect.height).toBeGreaterThan(0);
  const main = canvas.getByRole('main');
  const controls = [
    ...main.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'),
  ].filter((el) => el.getBoundingClientRect().height > 0);
  await expect(controls).toContain(submit);
  const covered = controls
    .filter((el) => overlaps(rect, el.getBoundingClientRect()))
    .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName);
  await expect(covered).toEqual([]);
}

/** The account tab at 1280 × 720 before a change: no toast yet. */
export const Default: Story = {
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: 'Change password' },
      { timeout: 5000 },
    );
    const region = within(document.body).getByRole('region', { name: 'Messages' });
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

export const PasswordChanged1280: Story = {
  globals: { viewport: { value: 'screen1280', isRotated: false } },
  play: ({ canvasElement }) => changePasswordAndCheck(canvasElement, 1280),
};

export const PasswordChanged1440: Story = {
  // The static Storybook check shows a story tagged so on a 1440 × 900 page (its viewport global
  // only resizes Storybook's own frame).
  tags: ['screen-1440'],
  globals: { viewport: { value: 'screen1440', isRotated: false } },
  play: ({ canvasElement }) => changePasswordAndCheck(canvasElement, 1440),
};
