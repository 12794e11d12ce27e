import { createFileReferenceRepository } from '../../repositories/file-references.js';
import type { OpsCommand } from '../command.js';
import { dateTime, table } from '../format.js';

/**
 * Files stored within this long are left alone: an upload whose transaction has not committed
 * yet is in no row, and must not be taken for a leftover.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Keys asked about per query: each column is read through its index for one batch. */
const BATCH = 500;

export const filesSweep: OpsCommand = {
  name: 'files:sweep',
  summary:
    'Remove stored files no row names (older than an hour): uploads whose write lost, replaced ones',
  usage: 'files:sweep [--dry-run]',
  example: 'pnpm ops files:sweep --dry-run',
  options: { 'dry-run': { type: 'boolean' } },
  async run({ open, files, now }, input) {
    const dryRun = input.options['dry-run'] === true;
    const storage = files();
    const { db } = await open();
    const references = createFileReferenceRepository(db);
    const cutoff = now().getTime() - SWEEP_GRACE_MS;
    const unused: { key: string; storedAt: Date }[] = [];
    let inUse = 0;
    let recent = 0;
    let batch: { key: string; storedAt: Date }[] = [];

    const settle = async () => {
      const named = await references.inUse(batch.map((file) => file.key));
      for (const file of batch) {
        if (named.has(file.key)) inUse += 1;
        else unused.push(file);
      }
      batch = [];
    };
    for await (const file of storage.list()) {
      if (file.storedAt.getTime() > cutoff) recent += 1;
      else batch.push(file);
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length > 0) await settle();
    if (!dryRun) for (const file of unused) await storage.delete(file.key);

    const verb = dryRun ? 'Would remove' : 'Removed';
    const summary = `${verb} ${unused.length} ${unused.length === 1 ? 'file' : 'files'} no row names; ${inUse} in use; ${recent} stored within the last hour left alone.`;
    return {
      json: {
        dry_run: dryRun,
        removed: dryRun ? [] : unused.map((file) => file.key),
        unused: unused.map((file) => ({ key: file.key, stored_at: file.storedAt.toISOString() })),
        in_use: inUse,
        recent,
      },
      text: [
        table(
          ['File', 'Stored'],
          unused.map((file) => [file.key, dateTime(file.storedAt)]),
          'No stored file is left without a row.',
        ),
        '',
        summary,
      ].join('\n'),
    };
  },
};
