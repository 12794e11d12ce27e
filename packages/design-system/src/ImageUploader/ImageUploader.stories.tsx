import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  addedNames,
  fileInput,
  fileMaker,
  useControlledFiles,
} from '../internal/file-checks/uploader.story-kit';
import { ImageUploader } from './ImageUploader';
import type { ImageUploaderProps, UploadedImage } from './ImageUploader';

const blue =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwTdsLAAIsAVlOf9JpAAAAAElFTkSuQmCC';
const green =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQrrIFAAGGANNRjDZmAAAAAElFTkSuQmCC';
const amber =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPoCmYAAAJIAN7MhGAhAAAAAElFTkSuQmCC';
const dataUrl = (base64: string) => `data:image/png;base64,${base64}`;
const pixels = [blue, green, amber];

const image = (id: number, name: string): UploadedImage => ({
  id: String(id),
  name,
  url: dataUrl(pixels[id % pixels.length] ?? blue),
  size: 68,
});

const MB = 1024 * 1024;
const makeFile = fileMaker(68);

function Controlled(args: ImageUploaderProps) {
  const controlled = useControlledFiles(args, (file, id) => ({
    id,
    name: file.name,
    size: file.size,
    url: URL.createObjectURL(file),
  }));
  return (
    <div style={{ maxWidth: 480 }}>
      <ImageUploader {...args} {...controlled} />
    </div>
  );
}

const meta = {
  title: 'Forms/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: {
    label: 'Return photos',
    files: [image(0, 'parcel-front.png'), image(1, 'parcel-label.jpg')],
    onAdd: fn(),
    onRemove: fn(),
    multiple: true,
  },
  argTypes: { files: { control: 'object' }, inputProps: { control: false } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Return photos' });
    await expect(within(group).getAllByRole('img')).toHaveLength(2);
    const add = canvas.getByRole('button', { name: 'Add image' });
    await expect(add).toHaveAccessibleDescription('JPG or PNG, up to 4 MB each');

    // The button opens the native file chooser.
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        opened();
      },
      { once: true },
    );
  },
};

/** The button opens the file chooser; a chosen image joins the grid. */
export const AddsAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Return photos' });
    await expect(within(group).getAllByRole('img')).toHaveLength(2);
    const add = canvas.getByRole('button', { name: 'Add image' });
    await expect(add).toHaveAccessibleDescription('JPG or PNG, up to 4 MB each');

    // The button opens the native file chooser.
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        opened();
      },
      { once: true },
    );
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);

    await userEvent.upload(input, [makeFile('shelf.png', 'image/png')]);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(addedNames(args.onAdd)).toEqual(['shelf.png']);
    await expect(canvas.getByRole('img', { name: 'shelf.png' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RejectsBadFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      [
        makeFile('scan.gif', 'image/gif'),
        makeFile('huge.png', 'image/png', 4 * MB + 1),
        makeFile('parcel-front.png', 'image/png'),
        makeFile('photo.jpeg', 'image/jpeg'),
        makeFile('ok.jpg', 'image/jpeg'),
      ],
      { applyAccept: false },
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('scan.gif is not a JPG or PNG image.');
    await expect(alert).toHaveTextContent('huge.png is larger than 4 MB.');
    await expect(alert).toHaveTextContent('parcel-front.png has already been added.');
    await expect(alert).toHaveTextContent('photo.jpeg is not a JPG or PNG image.');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(addedNames(args.onAdd)).toEqual(['ok.jpg']);
  },
};

/** A name and a type can lie: the first bytes decide (here a Windows program renamed .png). */
export const RefusesWhatIsInside: Story = {
  args: {
    files: [],
    contentCheck: async (file: File) => {
      const [first, second] = new Uint8Array(await file.slice(0, 2).arrayBuffer());
      return !(first === 0x4d && second === 0x5a); // "MZ": a Windows program
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const program = new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0x00])], 'shelf-photo.png', {
      type: 'image/png',
    });
    await userEvent.upload(fileInput(canvasElement), [program, makeFile('label.png', 'image/png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'shelf-photo.png is not a JPG or PNG image.',
    );
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledTimes(1));
    await expect(addedNames(args.onAdd)).toEqual(['label.png']);
  },
};

export const AllowsJpegExtension: Story = {
  args: { allowJpegExtension: true, files: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [makeFile('photo.jpeg', 'image/jpeg')], {
      applyAccept: false,
    });
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DragAndDrop: Story = {
  args: { files: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: 'Add image' }).parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(makeFile('dropped.png', 'image/png'));
    dataTransfer.items.add(makeFile('notes.txt', 'text/plain'));
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragenter');
    drag('dragover');
    drag('drop');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(addedNames(args.onAdd)).toEqual(['dropped.png']);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'notes.txt is not a JPG or PNG image.',
    );
    await expect(canvas.getByRole('img', { name: 'dropped.png' })).toBeVisible();
  },
};

const body = () => within(document.body);

export const RemoveAfterConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove parcel-front.png' }));
    let dialog = await body().findByRole('dialog', { name: 'Remove image?' });
    await expect(dialog).toHaveTextContent('parcel-front.png will be removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'parcel-front.png' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove parcel-front.png' }));
    dialog = await body().findByRole('dialog', { name: 'Remove image?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('0');
    await waitFor(() =>
      expect(canvas.queryByRole('img', { name: 'parcel-front.png' })).not.toBeInTheDocument(),
    );
  },
};

export const MoreThanFour: Story = {
  args: {
    files: [
      image(0, 'front.png'),
      image(1, 'back.png'),
      image(2, 'left.png'),
      image(3, 'right.png'),
      image(4, 'top.png'),
      image(5, 'label.png'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByText('+2')).toBeVisible();
    await expect(canvas.getByText('2 more images')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { files: [] } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove parcel-front.png' })).toBeDisabled();
  },
};

export const LongFileNames: Story = {
  args: {
    files: [image(0, 'return-parcel-JY20261121-000123-front-side-with-damaged-corner.png')],
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      [
        makeFile(
          'an-extremely-long-photo-name-that-keeps-going-and-going-past-the-edge.gif',
          'image/gif',
        ),
      ],
      { applyAccept: false },
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/is not a JPG/);
  },
};

export const ChineseText: Story = {
  args: {
    label: '退货照片',
    labels: {
      add: '添加图片',
      hint: (limit) => `JPG 或 PNG，每张不超过 ${limit}`,
      remove: (name) => `删除 ${name}`,
      more: (count) => `另有 ${count} 张`,
      wrongFormat: (name) => `${name} 不是 JPG 或 PNG 图片。`,
      tooLarge: (name, limit) => `${name} 超过 ${limit}。`,
      duplicate: (name) => `${name} 已添加。`,
      confirmTitle: '删除图片？',
      confirmMessage: (name) => `将删除 ${name}。`,
      confirm: '删除',
      cancel: '取消',
      close: '关闭',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '退货照片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除 parcel-front.png' }));
    const dialog = await body().findByRole('dialog', { name: '删除图片？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  },
};

/** The server refused the image a save sent (413): said under the picker, where it is changed. */
export const RefusedByTheServer: Story = {
  args: {
    label: 'Warehouse image',
    files: [],
    refusal: 'The server refused the image: it is larger than 4 MB. Choose a smaller one.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The server refused the image: it is larger than 4 MB. Choose a smaller one.',
    );
  },
};
