import path from 'node:path';

/**
 * The app's folders and who may import whom (ARCHITECTURE §11):
 * - a module (`modules/<m>/…`) imports no other module;
 * - shared code (`components/`, `lib/`) imports neither the app shell (`app/`) nor a module.
 * Tests are exempt (a test may render the shell's store); `test/` helpers may import anything.
 * Only relative imports can cross these folders inside an app.
 */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'modules do not import other modules; shared components and lib do not import app or modules',
    },
    schema: [
      {
        type: 'object',
        properties: {
          /** The folder (relative to the lint root) the app's folders sit in, e.g. 'src'. */
          root: { type: 'string' },
          /** The folder of the modules (each sub-folder one module): 'modules', or 'pages' in the university. */
          modules: { type: 'string' },
          /** Folders that import neither the shell nor a module. */
          shared: { type: 'array', items: { type: 'string' } },
          /** The shell's folder. */
          shell: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossModule:
        'Module "{{from}}" imports module "{{to}}": modules do not import other modules (move what both need to components/ or lib/).',
      sharedUp:
        '{{from}}/ imports {{to}}/: shared components and lib do not import the app shell or modules.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    if (/\.test\.[cm]?[jt]sx?$/.test(filename)) return {};
    const {
      root = 'src',
      modules = 'modules',
      shared = ['components', 'lib'],
      shell = 'app',
    } = context.options[0] ?? {};
    const cwd = context.cwd ?? context.getCwd();
    const base = path.resolve(cwd, root);
    const where = (file) => path.relative(base, file).split(path.sep);
    const here = where(filename);
    if (here[0] === '..') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = where(path.resolve(path.dirname(filename), source));
      if (there[0] === '..') return;
      if (here[0] === modules && there[0] === modules && here.length > 2 && there[1] !== here[1]) {
        context.report({ node, messageId: 'crossModule', data: { from: here[1], to: there[1] } });
      }
      if (shared.includes(here[0]) && (there[0] === shell || there[0] === modules)) {
        context.report({ node, messageId: 'sharedUp', data: { from: here[0], to: there[0] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** File names are kebab-case (`point-page.tsx`, `form-page.module.css`, `route-coverage.test.ts`). */
const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file names are kebab-case' },
    schema: [],
    messages: { notKebab: 'File name "{{name}}" is not kebab-case (e.g. "point-page.tsx").' },
  },
  create(context) {
    const name = path.basename(context.filename ?? context.getFilename());
    return {
      Program(node) {
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name))
          context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};

export const tongxinPlugin = {
  meta: { name: 'tongxin' },
  rules: { 'module-boundaries': moduleBoundaries, 'kebab-case-files': kebabCaseFiles },
};
