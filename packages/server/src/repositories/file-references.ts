import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  merchants,
  merchantUpdates,
  orderPhotos,
  returnOrderPhotos,
  settlementDocuments,
  shippingLines,
  users,
  warehouses,
} from '../db/schema.js';

/**
 * Every column that holds a key of the file storage. A file is in use while one of them names
 * it; a new column of files belongs here, or the sweep would take its files for leftovers.
 */
export const FILE_KEY_COLUMNS: readonly (readonly [PgTable, AnyPgColumn])[] = [
  [merchants, merchants.avatar_url],
  [users, users.avatar_url],
  [merchantUpdates, merchantUpdates.avatar_url],
  [warehouses, warehouses.image],
  [shippingLines, shippingLines.image],
  [orderPhotos, orderPhotos.file_key],
  [returnOrderPhotos, returnOrderPhotos.file_key],
  [settlementDocuments, settlementDocuments.file_key],
];

/** Which stored files rows still point at, across every company (keys are unguessable). */
export function createFileReferenceRepository(db: Database) {
  return {
    /** Those of `keys` some row names, each column read through its index. */
    async inUse(keys: readonly string[]): Promise<Set<string>> {
      const used = new Set<string>();
      if (keys.length === 0) return used;
      const found = await Promise.all(
        FILE_KEY_COLUMNS.map(([table, column]) =>
          db
            .selectDistinct({ key: column })
            .from(table)
            .where(inArray(column, [...keys])),
        ),
      );
      for (const rows of found) {
        for (const { key } of rows) if (typeof key === 'string') used.add(key);
      }
      return used;
    },
  };
}

export type FileReferenceRepository = ReturnType<typeof createFileReferenceRepository>;
