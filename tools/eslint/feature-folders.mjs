// ESLint rule taskflow/feature-folders: the folders right below an app's root (e.g. apps/board/src/app/projects,
// …/tasks) are features, and a feature never imports from another feature's folder. What two features use lives in
// the shared folder (common/), which serves the features and imports from none. Files directly in the root (the
// route table, the remote's entry) put the features together and may import any of them.
//
// Why: a feature reaching into another (projects/ importing tasks/components/TaskChips) ties the two together
// silently, so a change inside one breaks the other and nobody can see what a feature offers to the rest.
import path from 'node:path';

const SPECIFIER_CALLS = new Set(['require', 'jest.mock', 'jest.requireActual', 'jest.requireMock']);

/** The callee's name as written: 'require', 'jest.mock'. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && !callee.computed)
    return `${callee.object.name}.${callee.property.name}`;
  return null;
}

/** The folder right below the root that a path lies in, or null for the root's own files and paths outside it. */
function featureOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder imports from no other feature; what features share lives in common/' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' }, minItems: 1 },
          shared: { type: 'array', items: { type: 'string' } },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      intoFeature:
        "{{from}}/ reaches into {{to}}/ ('{{specifier}}'): features do not import from each other. Move what both " +
        'use to {{shared}}/ and import it from there.',
      sharedIntoFeature:
        "{{from}}/ imports from the feature {{to}}/ ('{{specifier}}'): the shared folder serves the features and " +
        'depends on none of them. Move what it needs to {{from}}/ too.',
    },
  },
  create(context) {
    const [{ roots, shared = ['common'] }] = context.options;
    const cwd = context.cwd ?? process.cwd();
    const file = context.filename ?? context.getFilename();
    const root = roots.map((candidate) => path.resolve(cwd, candidate)).find((dir) => featureOf(dir, file) !== null);
    if (!root) return {};
    const from = featureOf(root, file);

    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(root, path.resolve(path.dirname(file), specifier));
      if (!to || to === from || shared.includes(to)) return;
      context.report({
        node,
        messageId: shared.includes(from) ? 'sharedIntoFeature' : 'intoFeature',
        data: { from, to, specifier, shared: shared[0] },
      });
    };
    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (SPECIFIER_CALLS.has(calleeName(node.callee)) && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export default { rules: { 'feature-folders': featureFolders } };
