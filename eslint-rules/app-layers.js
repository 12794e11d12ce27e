// Keeps the app's layers pointing one way, so a new area can be added (or removed) without
// touching another: the shell (app/) assembles the features; a feature uses the shared layers
// and never another feature; the shared layers (account, api, session, components, forms, lib, routes,
// state, i18n) know no feature and no shell. The build's prerender entry (prerender/) is a second
// entry point beside main.tsx, so it belongs to the shell. The test harness renders the whole app, so it may
// use the shell, and stories and tests of a feature may use the harness.
import path from 'node:path';

const SHARED = new Set([
  'account',
  'api',
  'session',
  'components',
  'forms',
  'lib',
  'routes',
  'state',
  'i18n',
]);

/**
 * The layer of a file under `packages/app/src/`: `feature:<name>`, `shell`, `harness`, `shared`,
 * or null for files outside the app's source.
 * @param {string} file absolute or cwd-relative path
 * @returns {string | null}
 */
export function layerOf(file) {
  const normalised = file.split(path.sep).join('/');
  const at = normalised.lastIndexOf('packages/app/src/');
  if (at === -1) return null;
  const [top, next] = normalised.slice(at + 'packages/app/src/'.length).split('/');
  if (top === 'features') return next ? `feature:${next}` : null;
  if (top === 'app' || top === 'main.tsx' || top === 'prerender') return 'shell';
  if (top === 'test') return 'harness';
  if (SHARED.has(top)) return 'shared';
  return 'shared';
}

/**
 * Why an import from a file in layer `from` of a file in layer `to` is not allowed, or null.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function forbiddenImport(from, to) {
  if (from === to) return null;
  const fromFeature = from.startsWith('feature:');
  const toFeature = to.startsWith('feature:');
  if (fromFeature && toFeature) return 'crossFeature';
  if (fromFeature && to === 'shell') return 'featureToShell';
  if (from === 'shared' && (toFeature || to === 'shell' || to === 'harness')) return 'upward';
  if (from === 'harness' && toFeature) return 'upward';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the app layers one-directional: no feature imports another' },
    schema: [],
    messages: {
      crossFeature:
        '{{from}} imports {{to}}: a feature does not import another feature. Move what both need to a shared layer (components/, forms/, lib/, api/, routes/).',
      featureToShell:
        '{{from}} imports the app shell: the shell assembles features, not the other way round.',
      upward:
        'A shared layer imports {{to}}: shared code knows no feature or shell. Pass it in, or move the piece down.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      const messageId = forbiddenImport(from, to);
      if (messageId) {
        context.report({
          node,
          messageId,
          data: {
            from: from.replace('feature:', 'features/'),
            to: to.replace('feature:', 'features/'),
          },
        });
      }
    }
    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
