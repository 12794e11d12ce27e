import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  addedNames,
  fileInput,
  fileMaker,
  useControlledFiles,
} from '../internal/file-checks/uploader.story-kit';
import { DocumentUploader } from './DocumentUploader';
import type { DocumentUploaderProps } from './DocumentUploader';

const MB = 1024 * 1024;
const pdf = 'application/pdf';
const makeFile = fileMaker(2048);

function Controlled(args: DocumentUploaderProps) {
  const controlled = useControlledFiles(args, (file, id) => ({
    id,
    name: file.name,
    size: file.size,
  }));
  return (
    <div style={{ maxWidth: 520 }}>
      <DocumentUploader {...args} {...controlled} />
    </div>
  );
}

const meta = {
  title: 'Forms/DocumentUploader',
  component: DocumentUploader,
  tags: ['autodocs'],
  args: {
    label: 'Settlement documents',
    files: [{ id: 'a', name: 'invoice-2026-10.pdf', size: Math.round(1.5 * MB) }],
    onAdd: fn(),
    onRemove: fn(),
  },
  argTypes: { files: { control: 'object' }, inputProps: { control: false } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DocumentUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Settlement documents' });
    const items = within(group).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('invoice-2026-10.pdf');
    await expect(items[0]).toHaveTextContent('1.5 MB');
    await expect(canvas.getByRole('button', { name: 'Add document' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 10 MB each, at most 2 files',
    );
  },
};

/** Choosing a file adds it to the list. */
export const AddsADocument: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Settlement documents' });
    const items = within(group).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('invoice-2026-10.pdf');
    await expect(items[0]).toHaveTextContent('1.5 MB');
    await expect(canvas.getByRole('button', { name: 'Add document' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 10 MB each, at most 2 files',
    );

    await userEvent.upload(fileInput(canvasElement), [
      makeFile(
        'contract.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ]);
    await expect(addedNames(args.onAdd)).toEqual(['contract.docx']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('2 KB')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RejectsBadFiles: Story = {
  args: { files: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      [
        makeFile('contract.pdf', pdf, 10 * MB + 1),
        makeFile('photo.png', 'image/png'),
        makeFile('terms.doc', 'application/msword'),
        makeFile('terms.doc', 'application/msword'),
        makeFile('annex.pdf', pdf),
        makeFile('extra.pdf', pdf),
      ],
      { applyAccept: false },
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('contract.pdf is larger than 10 MB.');
    await expect(alert).toHaveTextContent('photo.png is not a PDF or Word document.');
    await expect(alert).toHaveTextContent('terms.doc has already been added.');
    await expect(alert).toHaveTextContent('extra.pdf was not added: at most 2 files.');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(addedNames(args.onAdd)).toEqual(['terms.doc', 'annex.pdf']);
  },
};

export const FullThenRemove: Story = {
  args: {
    files: [
      { id: 'a', name: 'invoice-2026-10.pdf', size: Math.round(1.5 * MB) },
      { id: 'b', name: 'bank-statement.docx', size: 320 * 1024 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [makeFile('third.pdf', pdf)]);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'third.pdf was not added: at most 2 files.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove invoice-2026-10.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.upload(fileInput(canvasElement), [makeFile('third.pdf', pdf)]);
    await expect(addedNames(args.onAdd)).toEqual(['third.pdf']);
  },
};

export const DragAndDrop: Story = {
  args: { files: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: 'Add document' }).parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(makeFile('dropped.pdf', pdf));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    }
    await expect(addedNames(args.onAdd)).toEqual(['dropped.pdf']);
    await expect(canvas.getByText('dropped.pdf')).toBeVisible();
  },
};

export const Empty: Story = { args: { files: [] } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add document' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove invoice-2026-10.pdf' })).toBeDisabled();
  },
};

export const LongFileName: Story = {
  args: {
    files: [
      {
        id: 'a',
        name: 'settlement-JY20261121-merchant-00123-october-november-signed-and-stamped-final-v3.pdf',
        size: 9 * MB,
      },
    ],
  },
};

export const ChineseText: Story = {
  args: {
    label: '结算文件',
    files: [{ id: 'a', name: '十月结算单.pdf', size: 800 * 1024 }],
    labels: {
      add: '添加文件',
      hint: (limit, max) => `PDF、DOC 或 DOCX，每个不超过 ${limit}，最多 ${max} 个`,
      remove: (name) => `删除 ${name}`,
      wrongFormat: (name) => `${name} 不是 PDF 或 Word 文件。`,
      tooLarge: (name, limit) => `${name} 超过 ${limit}。`,
      duplicate: (name) => `${name} 已添加。`,
      tooMany: (name, max) => `${name} 未添加：最多 ${max} 个文件。`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '结算文件' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 十月结算单.pdf' })).toBeVisible();
  },
};

/** The server refused what was sent (415): said under the picker, where another file is chosen. */
export const RefusedByTheServer: Story = {
  args: {
    label: '结算文件',
    files: [{ id: 'a', name: '十月结算单-已盖章.pdf', size: 800 * 1024 }],
    refusal: '文件内容不是 PDF 或 Word 文档，请重新选择。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '文件内容不是 PDF 或 Word 文档，请重新选择。',
    );
  },
};
