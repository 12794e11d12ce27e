import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** A 16×16 gradient PNG: a real image that needs no network. */
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAByElEQVR42g3Loa6GIACA0fsmfzQSiUQjyRkIjkRiBAIjkZyBwEgkv0LiLa+nn7+fZtMIjdQoza7RmlNzaZwmaJKmaB5N0wzN3+9gOxAH8kAd7Af64Dy4DtxBOEgH5eA5aAfj+IJhMwiDNCjDbtCG03AZnCEYkqEYHkMzDPMFy2YRFmlRlt2iLaflsjhLsCRLsTyWZhn2C47NIRzSoRy7QztOx+VwjuBIjuJ4HM0x3Bc8m0d4pEd5do/2nJ7L4zzBkzzF83iaZ/gvRLaIiMiIiuwRHTkjV8RFQiRFSuSJtMiIX8hsGZGRGZXZMzpzZq6My4RMypTMk2mZkb9Q2AqiIAuqsBd04SxcBVcIhVQohafQCqN84Wa7ETfyRt3sN/rmvLlu3E24STfl5rlpN+P+QmWriIqsqMpe0ZWzclVcJVRSpVSeSquM+oXO1hEd2VGdvaM7Z+fquE7opE7pPJ3WGf0Lg20gBnKgBvtAD87BNXCDMEiDMngGbTDGF162F/EiX9TL/qJfzpfrxb2El/RSXp6X9jLeL0y2iZjIiZrsEz05J9fETcIkTcrkmbTJmF9YbAuxkAu12Bd6cS6uhVuERVqUxbNoi7H4B6JwdRDcx/8wAAAAAElFTkSuQmCC';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace', src: photo, size: 'lg' },
  argTypes: { resolveSrc: { control: false } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Ada Lovelace' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect(imageLoaded(img)).toBe(true));
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.tagName).not.toBe('IMG');
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const ChineseName: Story = {
  args: { src: undefined, name: '王小明' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '王小明' })).toHaveTextContent(
      '王',
    );
  },
};

export const ResolvesFileKey: Story = {
  args: {
    src: 'avatars/merchant-42.png',
    resolveSrc: fn(async () => photo),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG'),
    );
    await expect(args.resolveSrc).toHaveBeenCalledWith('avatars/merchant-42.png');
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Ada Lovelace' });
    await expect(img).toHaveAttribute('src', photo);
    await waitFor(() => expect(imageLoaded(img)).toBe(true));
  },
};

export const ResolverFails: Story = {
  args: {
    src: 'avatars/missing.png',
    resolveSrc: fn(async (): Promise<string | null> => {
      throw new TypeError('Signed URL request failed');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.resolveSrc).toHaveBeenCalledWith('avatars/missing.png'));
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.tagName).not.toBe('IMG');
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Resolving: Story = {
  args: {
    src: 'avatars/slow.png',
    resolveSrc: () => new Promise<string | null>(() => {}),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Ada Lovelace' }),
    ).toHaveTextContent('AL');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl', name: 'Grace Hopper' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH'),
    );
  },
};

export const Sizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size={64} />
      <Avatar {...args} src={photo} size={64} />
    </div>
  ),
};
