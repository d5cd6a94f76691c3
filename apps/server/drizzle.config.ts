import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/community/schema.ts', './src/modules/member/schema.ts'],
  out: './drizzle',
});
