import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The server's module boundary (README "Adding a server module", ARCHITECTURE §11): a module
 * reads another module only through that module's public file, src/modules/<name>/api.ts, and
 * only the module list (src/modules/index.ts) imports a module's definition (its index.ts). Code
 * outside the modules (platform, http, db, cli, tests, scripts) follows the same rule.
 */

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = resolve(serverRoot, 'src', 'modules');

/**
 * The module a path is in (a folder of src/modules), and the path inside it ('' for the module's
 * folder itself), or null (outside the modules, or a file beside them such as the list).
 */
function placeOf(path) {
  const inside = relative(modulesDir, path);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return null;
  const [module, ...rest] = inside.split(sep);
  const folder = resolve(modulesDir, module);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return null;
  return { module, file: rest.join('/').replace(/\.(ts|tsx|js|mjs)$/, '') };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another module only through its public file (api.ts)." },
    messages: {
      internal: "'{{source}}' is inside module {{target}}: import its public file, modules/{{target}}/api.ts, and export what you need from there.",
      definition: "'{{source}}' is module {{target}}'s definition: only the module list (src/modules/index.ts) imports it; use modules/{{target}}/api.ts.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = placeOf(filename);
    const isModuleList = resolve(filename) === resolve(modulesDir, 'index.ts');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(resolve(dirname(filename), source));
      if (!target || (from && from.module === target.module)) return;
      if (target.file === 'api') return;
      if ((target.file === '' || target.file === 'index') && isModuleList) return;
      const messageId = target.file === '' || target.file === 'index' ? 'definition' : 'internal';
      context.report({ node, messageId, data: { source, target: target.module } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
