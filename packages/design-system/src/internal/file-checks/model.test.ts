import { describe, expect, it } from 'vitest';
import { checkFiles, formatBytes, hasAcceptedFormat, problemMessage } from './model';
import type { FileProblemLabels, FileRules } from './model';

const MB = 1024 * 1024;
const images: FileRules = {
  types: ['image/jpeg', 'image/png'],
  extensions: ['.jpg', '.png'],
  maxBytes: 4 * MB,
};
const documents: FileRules = {
  types: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.doc', '.docx'],
  maxBytes: 10 * MB,
  maxFiles: 2,
};
const f = (name: string, size: number, type: string) => ({ name, size, type });

describe('hasAcceptedFormat', () => {
  it.each([
    { file: f('a.png', 1, 'image/png'), rules: images, expected: true },
    { file: f('A.JPG', 1, 'image/jpeg'), rules: images, expected: true },
    { file: f('a.jpeg', 1, 'image/jpeg'), rules: images, expected: false },
    { file: f('a.gif', 1, 'image/gif'), rules: images, expected: false },
    { file: f('a.png', 1, 'image/gif'), rules: images, expected: false },
    { file: f('png', 1, 'image/png'), rules: images, expected: false },
    { file: f('a.doc', 1, ''), rules: documents, expected: true },
    { file: f('a.pdf.exe', 1, ''), rules: documents, expected: false },
  ])('$file.name ($file.type) → $expected', ({ file, rules, expected }) => {
    expect(hasAcceptedFormat(file, rules)).toBe(expected);
  });
});

describe('checkFiles', () => {
  it.each([
    {
      title: 'all good',
      picked: [f('a.png', 10, 'image/png'), f('b.jpg', 20, 'image/jpeg')],
      existing: [],
      rules: images,
      accepted: ['a.png', 'b.jpg'],
      problems: [],
    },
    {
      title: 'wrong format',
      picked: [f('a.gif', 10, 'image/gif'), f('b.png', 10, 'image/png')],
      existing: [],
      rules: images,
      accepted: ['b.png'],
      problems: [{ kind: 'wrongFormat', name: 'a.gif' }],
    },
    {
      title: 'exactly the limit is fine, one byte over is not',
      picked: [f('a.png', 4 * MB, 'image/png'), f('b.png', 4 * MB + 1, 'image/png')],
      existing: [],
      rules: images,
      accepted: ['a.png'],
      problems: [{ kind: 'tooLarge', name: 'b.png' }],
    },
    {
      title: 'duplicate of a kept file (name and size)',
      picked: [f('a.png', 10, 'image/png'), f('a.png', 11, 'image/png')],
      existing: [{ name: 'a.png', size: 10 }],
      rules: images,
      accepted: ['a.png'],
      problems: [{ kind: 'duplicate', name: 'a.png' }],
    },
    {
      title: 'duplicate of a kept file without size (name only)',
      picked: [f('a.png', 10, 'image/png')],
      existing: [{ name: 'a.png' }],
      rules: images,
      accepted: [],
      problems: [{ kind: 'duplicate', name: 'a.png' }],
    },
    {
      title: 'duplicate within one pick',
      picked: [f('a.png', 10, 'image/png'), f('a.png', 10, 'image/png')],
      existing: [],
      rules: images,
      accepted: ['a.png'],
      problems: [{ kind: 'duplicate', name: 'a.png' }],
    },
    {
      title: 'format is checked before size',
      picked: [f('a.gif', 9 * MB, 'image/gif')],
      existing: [],
      rules: images,
      accepted: [],
      problems: [{ kind: 'wrongFormat', name: 'a.gif' }],
    },
    {
      title: 'too many beyond maxFiles',
      picked: [
        f('a.pdf', 10, 'application/pdf'),
        f('b.doc', 10, 'application/msword'),
        f('c.pdf', 10, 'application/pdf'),
      ],
      existing: [{ name: 'old.pdf', size: 5 }],
      rules: documents,
      accepted: ['a.pdf'],
      problems: [
        { kind: 'tooMany', name: 'b.doc' },
        { kind: 'tooMany', name: 'c.pdf' },
      ],
    },
    {
      title: 'a rejected file does not use up a place',
      picked: [f('big.pdf', 11 * MB, 'application/pdf'), f('a.pdf', 10, 'application/pdf')],
      existing: [{ name: 'old.pdf', size: 5 }],
      rules: documents,
      accepted: ['a.pdf'],
      problems: [{ kind: 'tooLarge', name: 'big.pdf' }],
    },
    {
      title: 'nothing picked',
      picked: [],
      existing: [],
      rules: images,
      accepted: [],
      problems: [],
    },
  ])('$title', ({ picked, existing, rules, accepted, problems }) => {
    const result = checkFiles(picked, existing, rules);
    expect(result.accepted.map((file) => file.name)).toEqual(accepted);
    expect(result.problems).toEqual(problems);
  });
});

describe('formatBytes', () => {
  it.each([
    { bytes: 0, expected: '0 B' },
    { bytes: 12, expected: '12 B' },
    { bytes: 1024, expected: '1 KB' },
    { bytes: 320 * 1024, expected: '320 KB' },
    { bytes: 1.5 * MB, expected: '1.5 MB' },
    { bytes: 4 * MB, expected: '4 MB' },
    { bytes: 10 * MB, expected: '10 MB' },
    { bytes: -3, expected: '0 B' },
  ])('$bytes → $expected', ({ bytes, expected }) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('problemMessage', () => {
  const labels: FileProblemLabels = {
    wrongFormat: (name) => `format ${name}`,
    tooLarge: (name, limit) => `large ${name} ${limit}`,
    duplicate: (name) => `twice ${name}`,
    tooMany: (name, max) => `many ${name} ${max}`,
  };
  const withoutTooMany: FileProblemLabels = {
    wrongFormat: labels.wrongFormat,
    tooLarge: labels.tooLarge,
    duplicate: labels.duplicate,
  };

  it.each([
    { kind: 'wrongFormat', labels, maxFiles: 2, expected: 'format a.txt' },
    { kind: 'tooLarge', labels, maxFiles: 2, expected: 'large a.txt 4 MB' },
    { kind: 'duplicate', labels, maxFiles: 2, expected: 'twice a.txt' },
    { kind: 'tooMany', labels, maxFiles: 2, expected: 'many a.txt 2' },
    { kind: 'tooMany', labels: withoutTooMany, maxFiles: 2, expected: 'format a.txt' },
    { kind: 'tooMany', labels, maxFiles: undefined, expected: 'format a.txt' },
  ] as const)(
    '$kind (maxFiles $maxFiles) → "$expected"',
    ({ kind, labels, maxFiles, expected }) => {
      expect(problemMessage({ kind, name: 'a.txt' }, labels, { maxBytes: 4 * MB, maxFiles })).toBe(
        expected,
      );
    },
  );
});
