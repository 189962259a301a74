// ESLint rule that keeps front-end tests on real HTTP (libs/shared/testing/README.md):
//
// - real-http-tests/no-hand-made-api (tests of the converted projects): a test answers the API with Mock Service Worker
//   handlers (@taskflow/testing), so the real endpoints, base query, token refresh and cache run. It never mocks
//   @taskflow/auth, a base query module or an endpoints module (`state/x.api`, whose hooks a mock would answer without
//   a request), never spies on an import of one, and never replaces or spies on `fetch` / `XMLHttpRequest` by hand.

const GLOBALS = new Set(['globalThis', 'global', 'window', 'self']);
const TRANSPORTS = new Set(['fetch', 'XMLHttpRequest']);
const MOCK_CALLS = new Set(['mock', 'doMock', 'unstable_mockModule', 'setMock']);
/** Modules that hold the API's base query: mocking them answers calls without HTTP. */
const BASE_QUERY_MODULE = /^@taskflow\/(auth|store)$|base-query/;
/** Endpoint modules (`injectEndpoints`, e.g. '../state/auth.api'): mocking their hooks answers calls without HTTP. */
const ENDPOINTS_MODULE = /(^|\/)[^/]+\.api(\.tsx?)?$/;
const isApiModule = (source) => BASE_QUERY_MODULE.test(source) || ENDPOINTS_MODULE.test(source);

const MESSAGE =
  'Answer the API with Mock Service Worker handlers from @taskflow/testing (apiServer.use, apiRoute) instead of ' +
  'mocking {{what}}: tests go through the real endpoints, base query and token refresh.';

const propertyName = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : null;

const isGlobalTransport = (node) =>
  node?.type === 'MemberExpression' &&
  node.object.type === 'Identifier' &&
  GLOBALS.has(node.object.name) &&
  TRANSPORTS.has(propertyName(node.property));

const isJestCall = (node, names) =>
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'jest' &&
  names.has(propertyName(node.callee.property));

const noHandMadeApi = {
  meta: { type: 'problem', schema: [], messages: { handMade: MESSAGE } },
  create(context) {
    /** Local name → module, of `import * as name from '<an API module>'` (a spy on it replaces an endpoint hook). */
    const apiNamespaces = new Map();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!isApiModule(source)) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportNamespaceSpecifier') apiNamespaces.set(specifier.local.name, source);
      },
      CallExpression(node) {
        const [first, second] = node.arguments;
        if (isJestCall(node, MOCK_CALLS) && first?.type === 'Literal' && isApiModule(String(first.value)))
          context.report({ node, messageId: 'handMade', data: { what: `'${first.value}'` } });
        if (isJestCall(node, new Set(['spyOn'])) && first?.type === 'Identifier' && apiNamespaces.has(first.name))
          context.report({ node, messageId: 'handMade', data: { what: `'${apiNamespaces.get(first.name)}'` } });
        if (
          isJestCall(node, new Set(['spyOn'])) &&
          first?.type === 'Identifier' &&
          GLOBALS.has(first.name) &&
          second &&
          TRANSPORTS.has(propertyName(second))
        )
          context.report({ node, messageId: 'handMade', data: { what: propertyName(second) } });
      },
      AssignmentExpression(node) {
        if (isGlobalTransport(node.left))
          context.report({ node, messageId: 'handMade', data: { what: propertyName(node.left.property) } });
      },
      'CallExpression[callee.object.name="Object"][callee.property.name=/^(assign|defineProperty)$/]'(node) {
        const [target, second] = node.arguments;
        if (target?.type !== 'Identifier' || !GLOBALS.has(target.name)) return;
        const named =
          second?.type === 'ObjectExpression'
            ? second.properties.some((property) => property.key && TRANSPORTS.has(propertyName(property.key)))
            : second && TRANSPORTS.has(propertyName(second));
        if (named) context.report({ node, messageId: 'handMade', data: { what: 'the transport' } });
      },
    };
  },
};

export default { rules: { 'no-hand-made-api': noHandMadeApi } };
