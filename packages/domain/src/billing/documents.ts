/** Settlement documents (spec 5, 9, A43): .pdf, .doc, .docx, at most 10 MB each, at most 2. */
export const SETTLEMENT_DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const SETTLEMENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SETTLEMENT_DOCUMENTS_MAX = 2;

/** The kinds of document a settlement keeps, read from the bytes, not the name. */
export type SettlementDocumentKind = 'pdf' | 'doc' | 'docx';

export const SETTLEMENT_DOCUMENT_CONTENT_TYPES: Readonly<Record<SettlementDocumentKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The `accept` attribute of the document picker. */
export const SETTLEMENT_DOCUMENT_ACCEPT = SETTLEMENT_DOCUMENT_EXTENSIONS.join(',');

/** The extension of a file name (lower case, with its dot), or '' without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether a chosen file's name has an allowed extension (the picker's first check). */
export function hasDocumentExtension(name: string): boolean {
  return (SETTLEMENT_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4"

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** Whether the bytes name an entry under `word/` (a zip's local headers hold the names in ASCII). */
function hasWordEntry(bytes: Uint8Array): boolean {
  const needle = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // "word/"
  const end = bytes.length - needle.length;
  for (let index = 0; index <= end; index += 1) {
    if (needle.every((byte, offset) => bytes[index + offset] === byte)) return true;
  }
  return false;
}

/**
 * What a document is by its content: a PDF by its "%PDF-" header, a .doc by the OLE2 compound
 * file signature, a .docx as a zip holding `word/` entries; null for anything else. The name's
 * extension must agree (a PDF named .docx is refused).
 */
export function settlementDocumentKind(
  name: string,
  bytes: Uint8Array,
): SettlementDocumentKind | null {
  const extension = extensionOf(name);
  if (extension === '.pdf') return startsWith(bytes, PDF) ? 'pdf' : null;
  if (extension === '.doc') return startsWith(bytes, OLE2) ? 'doc' : null;
  if (extension === '.docx') return startsWith(bytes, ZIP) && hasWordEntry(bytes) ? 'docx' : null;
  return null;
}

/** A file the uploader was given: its name and size. */
export interface ChosenDocument {
  name: string;
  size: number;
}

/** Why a chosen file was not added (A43: nothing already chosen is dropped). */
export type DocumentRefusal =
  | { reason: 'type'; name: string }
  | { reason: 'too_large'; name: string }
  | { reason: 'too_many'; name: string };

/**
 * The files kept after choosing `added` on top of `kept`: each added file is checked by name and
 * size and refused past the second (A43); the files already kept stay.
 */
export function addDocuments<T extends ChosenDocument>(
  kept: readonly T[],
  added: readonly T[],
): { kept: T[]; refused: DocumentRefusal[] } {
  const next = [...kept];
  const refused: DocumentRefusal[] = [];
  for (const file of added) {
    if (!hasDocumentExtension(file.name)) refused.push({ reason: 'type', name: file.name });
    else if (file.size > SETTLEMENT_DOCUMENT_MAX_BYTES)
      refused.push({ reason: 'too_large', name: file.name });
    else if (next.length >= SETTLEMENT_DOCUMENTS_MAX)
      refused.push({ reason: 'too_many', name: file.name });
    else next.push(file);
  }
  return { kept: next, refused };
}
