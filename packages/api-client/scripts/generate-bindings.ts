/// <reference types="node" />
// Rewrites src/react/generated/bindings.ts from the catalogue: `pnpm generate`. Run it after
// adding, renaming or removing a declaration; the output is committed, and
// scripts/bindings.test.ts fails while it is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as catalogue from '../src/catalogue';
import { planBindings, renderBindings } from './bindings';

const bindingsPath = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'react', 'generated', 'bindings.ts');

const plans = planBindings(catalogue);
mkdirSync(dirname(bindingsPath), { recursive: true });
writeFileSync(bindingsPath, renderBindings(plans));
console.log(`${plans.length} declarations, ${plans.reduce((n, p) => n + p.exports.length, 0)} bindings → src/react/generated/bindings.ts`);
