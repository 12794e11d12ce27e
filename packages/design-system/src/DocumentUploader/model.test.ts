import { describe, expect, it } from 'vitest';
import { checkFiles } from '../internal/file-checks';
import { MB, documentRules } from './model';

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('documentRules with checkFiles', () => {
  it.each([
    { name: 'contract.pdf', type: 'application/pdf', size: MB, kept: 0, kind: null },
    { name: 'contract.doc', type: 'application/msword', size: MB, kept: 0, kind: null },
    { name: 'contract.docx', type: docx, size: 10 * MB, kept: 1, kind: null },
    { name: 'contract.DOCX', type: '', size: MB, kept: 0, kind: null },
    { name: 'contract.pdf', type: 'application/pdf', size: 10 * MB + 1, kept: 0, kind: 'tooLarge' },
    { name: 'contract.txt', type: 'text/plain', size: 10, kept: 0, kind: 'wrongFormat' },
    { name: 'contract.pdf', type: 'image/png', size: 10, kept: 0, kind: 'wrongFormat' },
    { name: 'third.pdf', type: 'application/pdf', size: 10, kept: 2, kind: 'tooMany' },
  ])('$name ($type), $kept kept → $kind', ({ name, type, size, kept, kind }) => {
    const existing = Array.from({ length: kept }, (_, i) => ({ name: `kept-${i}.pdf`, size: 1 }));
    const { problems } = checkFiles([{ name, type, size }], existing, documentRules(10 * MB, 2));
    expect(problems[0]?.kind ?? null).toBe(kind);
  });
});
