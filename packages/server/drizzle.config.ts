import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` only diffs the schema against the committed snapshots: no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
