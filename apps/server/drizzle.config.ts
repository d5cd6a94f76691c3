import { defineConfig } from 'drizzle-kit';

// One module's schema and migrations folder, given by scripts/db-generate.ts (`pnpm db:generate
// <module>`), which reads them from the module list: each module owns its migrations.
const schema = process.env.TONGXIN_MIGRATION_SCHEMA;
const out = process.env.TONGXIN_MIGRATION_OUT;
if (!schema || !out) throw new Error('generate migrations with: pnpm --filter @tongxin/server db:generate <module>');

export default defineConfig({ dialect: 'postgresql', schema, out });
