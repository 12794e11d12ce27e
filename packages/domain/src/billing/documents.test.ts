import { describe, expect, it } from 'vitest';
import {
  addDocuments,
  hasDocumentExtension,
  SETTLEMENT_DOCUMENT_MAX_BYTES,
  settlementDocumentKind,
} from './documents.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  );

describe('settlementDocumentKind', () => {
  it('reads a PDF, a Word 97 .doc and a .docx by their bytes', () => {
    expect(settlementDocumentKind('结算单.pdf', bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(
      settlementDocumentKind(
        'invoice.DOC',
        bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      ),
    ).toBe('doc');
    expect(
      settlementDocumentKind(
        'invoice.docx',
        bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml..word/document.xml'),
      ),
    ).toBe('docx');
  });

  it('refuses a file whose bytes do not match its name', () => {
    expect(settlementDocumentKind('invoice.pdf', bytes([0x89], 'PNG'))).toBeNull();
    expect(settlementDocumentKind('invoice.docx', bytes('%PDF-1.7'))).toBeNull();
    // A zip that is not a Word document (no word/ entries).
    expect(
      settlementDocumentKind('invoice.docx', bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml')),
    ).toBeNull();
    expect(settlementDocumentKind('invoice.txt', bytes('%PDF-1.7'))).toBeNull();
  });
});

describe('addDocuments (A43)', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('keeps two and refuses a third without dropping the chosen ones', () => {
    const first = addDocuments([], [file('a.pdf'), file('b.docx')]);
    const third = addDocuments(first.kept, [file('c.doc')]);
    expect(third.kept.map((one) => one.name)).toEqual(['a.pdf', 'b.docx']);
    expect(third.refused).toEqual([{ reason: 'too_many', name: 'c.doc' }]);
  });

  it('refuses a file over 10 MB or of another type, keeping the rest', () => {
    const result = addDocuments(
      [],
      [file('big.pdf', SETTLEMENT_DOCUMENT_MAX_BYTES + 1), file('photo.png'), file('ok.pdf')],
    );
    expect(result.kept.map((one) => one.name)).toEqual(['ok.pdf']);
    expect(result.refused).toEqual([
      { reason: 'too_large', name: 'big.pdf' },
      { reason: 'type', name: 'photo.png' },
    ]);
  });

  it('accepts exactly 10 MB', () => {
    expect(addDocuments([], [file('a.pdf', SETTLEMENT_DOCUMENT_MAX_BYTES)]).kept).toHaveLength(1);
    expect(hasDocumentExtension('noextension')).toBe(false);
  });
});
