import { useState } from 'react';
import type { fn } from 'storybook/test';

/* What the ImageUploader and DocumentUploader stories share. Not part of the package's build. */

/** A maker of files of `size` bytes (zeros: only name, type and size matter to the checks). */
export const fileMaker =
  (defaultSize: number) =>
  (name: string, type: string, size = defaultSize) =>
    new File([new Uint8Array(size)], name, { type });

/** The hidden file input of the uploader in the story. */
export const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The names of the files an `onAdd` spy received in one call. */
export const addedNames = (onAdd: unknown, call = 0) =>
  ((onAdd as ReturnType<typeof fn>).mock.calls[call]?.[0] as File[]).map((file) => file.name);

/**
 * The uploaders are controlled: the story keeps their list as a page would, still reporting
 * every add and remove to the story's spies.
 */
export function useControlledFiles<T extends { id: string }>(
  args: { files: readonly T[]; onAdd: (files: File[]) => void; onRemove: (id: string) => void },
  toEntry: (file: File, id: string) => T,
) {
  const [files, setFiles] = useState(args.files);
  return {
    files,
    onAdd: (added: File[]) => {
      args.onAdd(added);
      setFiles((current) => [
        ...current,
        ...added.map((file, index) => toEntry(file, `new-${current.length + index}`)),
      ]);
    },
    onRemove: (id: string) => {
      args.onRemove(id);
      setFiles((current) => current.filter((file) => file.id !== id));
    },
  };
}
