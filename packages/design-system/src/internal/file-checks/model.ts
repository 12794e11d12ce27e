/** What a picked or dropped file must satisfy. */
export interface FileRules {
  /** Accepted MIME types, e.g. `image/png`. An empty `type` from the browser is judged by extension alone. */
  types: readonly string[];
  /** Accepted file name endings, lower case with the dot, e.g. `.png`. */
  extensions: readonly string[];
  /** Largest size of one file, in bytes. */
  maxBytes: number;
  /** Most files kept, counting the ones already there; no limit when absent. */
  maxFiles?: number;
}

/** The parts of a `File` the checks read. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** A file already kept; without a size it is matched by name alone. */
export interface ExistingFile {
  name: string;
  size?: number;
}

export type FileProblemKind = 'wrongFormat' | 'tooLarge' | 'duplicate' | 'tooMany';

export interface FileProblem {
  kind: FileProblemKind;
  name: string;
}

export interface FileCheckResult<T> {
  accepted: T[];
  problems: FileProblem[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether the name ends in an accepted extension and the MIME type (when known) is accepted. */
export function hasAcceptedFormat(file: FileFacts, rules: Pick<FileRules, 'types' | 'extensions'>) {
  const extensionOk = rules.extensions.includes(extensionOf(file.name));
  const type = file.type.toLowerCase();
  const typeOk = type === '' || rules.types.includes(type);
  return extensionOk && typeOk;
}

const sameFile = (a: ExistingFile, b: FileFacts) =>
  a.name === b.name && (a.size === undefined || a.size === b.size);

/**
 * Splits picked files into the ones to keep and one problem per rejected file, checking in order:
 * format, size, duplicate (same name and size as a kept or an earlier picked file), then count.
 */
export function checkFiles<T extends FileFacts>(
  picked: readonly T[],
  existing: readonly ExistingFile[],
  rules: FileRules,
): FileCheckResult<T> {
  const accepted: T[] = [];
  const problems: FileProblem[] = [];
  for (const file of picked) {
    let kind: FileProblemKind | null = null;
    if (!hasAcceptedFormat(file, rules)) kind = 'wrongFormat';
    else if (file.size > rules.maxBytes) kind = 'tooLarge';
    else if (existing.some((e) => sameFile(e, file)) || accepted.some((a) => sameFile(a, file)))
      kind = 'duplicate';
    else if (rules.maxFiles !== undefined && existing.length + accepted.length >= rules.maxFiles)
      kind = 'tooMany';
    if (kind) problems.push({ kind, name: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The words for a rejected file; `limitText` is the size limit as `formatBytes` writes it. */
export interface FileProblemLabels {
  wrongFormat: (name: string) => string;
  tooLarge: (name: string, limitText: string) => string;
  duplicate: (name: string) => string;
  /** Only needed when the rules have `maxFiles`. */
  tooMany?: (name: string, maxFiles: number) => string;
}

/** The message of one rejected file, in the uploader's words. */
export function problemMessage(
  problem: FileProblem,
  labels: FileProblemLabels,
  rules: Pick<FileRules, 'maxBytes' | 'maxFiles'>,
): string {
  switch (problem.kind) {
    case 'tooLarge':
      return labels.tooLarge(problem.name, formatBytes(rules.maxBytes));
    case 'duplicate':
      return labels.duplicate(problem.name);
    case 'tooMany':
      if (labels.tooMany && rules.maxFiles !== undefined)
        return labels.tooMany(problem.name, rules.maxFiles);
      return labels.wrongFormat(problem.name);
    case 'wrongFormat':
      return labels.wrongFormat(problem.name);
  }
}

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people: `4 MB`, `1.5 MB`, `320 KB`, `12 B` (1 KB = 1024 B), at most one decimal. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
