// Lint configuration. The local `layers` rule keeps imports flowing inward
// (DESIGN.md §3): cli, github -> app -> collect/agents/importers/render/evidence
// -> core. The shells never import each other, and import core only for types
// and the formatting helpers of CORE_FORMATTING.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SRC = path.resolve('src');

/** Which top-level folders of src/ each folder may import from. */
const ALLOWED = {
  core: ['core'],
  evidence: ['evidence', 'core'],
  importers: ['importers', 'evidence', 'core'],
  agents: ['agents', 'evidence', 'core'],
  collect: ['collect', 'agents', 'evidence', 'core'],
  render: ['render', 'evidence', 'core'],
  // The shells meet collect, agents, importers and evidence only through app
  // (app is the only door); render and core (types, pure formatting) directly.
  github: ['github', 'render', 'core', 'app', 'errors', 'version'],
  cli: ['cli', 'render', 'core', 'app', 'errors', 'version'],
  // The test-runner shell (expectRepeatable): like cli and github, it meets them only in app.
  testing: ['testing', 'render', 'core', 'app', 'errors', 'version'],
  app: ['app', 'collect', 'agents', 'importers', 'render', 'evidence', 'core', 'errors', 'version'],
};
const SHARED_LEAVES = ['errors', 'version'];

/** The shells: they reach the engine through app. */
const SHELLS = ['cli', 'github', 'testing'];
/**
 * What a shell may import from src/core as a value: pure formatting helpers (a
 * value in, text out). Everything else it imports from core is a type
 * (`import type`, or `type` on each name); the values a use case needs from core
 * pass through app (DESIGN.md §3, docs/adr/0007).
 */
const CORE_FORMATTING = [
  'describeThrown',
  'formatPercent',
  'listing',
  'plural',
  'keyLabel',
  'listFingerprints',
  'describeDecision',
  'keyOfBaselineDecision',
];

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const first = rel.split(path.sep)[0];
  return first === undefined ? null : first.replace(/\.(ts|js)$/, '');
}

const layersPlugin = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        if (from === null) return {};
        // A shell's value imports from core: only the formatting helpers.
        const checkCoreValues = (node, source) => {
          const refuse = (what) =>
            context.report({
              node,
              message: `src/${from} may import src/core only for types and formatting helpers: ${what} from '${source}' goes through src/app (DESIGN.md §3)`,
            });
          if (node.type === 'ImportExpression') return refuse('a dynamic import');
          if (node.importKind === 'type' || node.exportKind === 'type') return;
          if (node.type === 'ExportAllDeclaration') return refuse('export *');
          for (const spec of node.specifiers ?? []) {
            if (spec.importKind === 'type' || spec.exportKind === 'type') continue;
            if (spec.type === 'ImportNamespaceSpecifier') {
              refuse(`* as ${spec.local.name}`);
              continue;
            }
            const imported =
              spec.type === 'ImportDefaultSpecifier'
                ? 'default'
                : spec.type === 'ImportSpecifier'
                  ? (spec.imported.name ?? spec.imported.value)
                  : (spec.local.name ?? spec.local.value);
            if (!CORE_FORMATTING.includes(imported)) refuse(`the value '${imported}'`);
          }
        };
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          if (source.startsWith('.')) {
            const target = layerOf(path.resolve(path.dirname(context.filename), source));
            if (target === null) {
              context.report({ node, message: `import '${source}' leaves src/` });
              return;
            }
            const allowed = ALLOWED[from];
            if (!allowed) return; // index.ts and other top-level files may import anything
            const ok =
              allowed.includes(target) || (from !== 'core' && SHARED_LEAVES.includes(target));
            if (!ok)
              context.report({
                node,
                message: `src/${from} must not import src/${target} (DESIGN.md §3)`,
              });
            else if (target === 'core' && SHELLS.includes(from)) checkCoreValues(node, source);
            return;
          }
          if (from === 'core' && !source.startsWith('@noble/hashes/')) {
            context.report({ node, message: `src/core is pure: it must not import '${source}'` });
          }
          if (source.startsWith('@actions/') && from !== 'github') {
            context.report({ node, message: `only src/github may import '${source}'` });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'tests/fixtures/**',
      'test-output/**',
      '.bench/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/import-direction': 'error' },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'src/core is pure: pass settings in.' },
        { name: 'Buffer', message: 'src/core is pure.' },
        { name: 'setTimeout', message: 'src/core is pure: no timers.' },
        { name: 'fetch', message: 'src/core is pure: no I/O.' },
        { name: 'console', message: 'src/core is pure: return values, do not print.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'src/core is pure: pass time in.' },
        { object: 'Math', property: 'random', message: 'src/core is pure: pass randomness in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'src/core is pure: pass time in.',
        },
      ],
    },
  },
);
