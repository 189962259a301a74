// ESLint rules that keep errors coded (apps/api/README.md, "Error codes"):
//
// - error-codes/no-server-message-matching (web code): a screen chooses its text by the error's `code` and the field
//   codes, never by comparing or matching the server's English `message` (or a field's messages): a rewording would
//   change what a German reader sees, silently.
// - error-codes/coded-exceptions (API code): an exception class lives in a `*.exception.ts` and names its code there;
//   Nest's built-in exceptions are thrown without a message only (a message means a reason of its own, which needs a
//   class and a code; without one the answer gets its status's generic code).

/** Names that hold a server's error text: `message`, and a field's messages read from `fields`. */
const MESSAGE_NAME = /^(message|errorMessage|serverMessage)$/;

/** The property or variable an expression names at its end: `error.message` → 'message', `message` → 'message'. */
function endName(node) {
  if (!node) return null;
  if (node.type === 'ChainExpression') return endName(node.expression);
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression') return endName(node.expression);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  return null;
}

/** Whether the expression reads into a body's `fields` (`data.fields.email`, `fields.currentPassword[0]`). */
function readsFields(node) {
  for (let current = node; current;) {
    if (
      current.type === 'ChainExpression' ||
      current.type === 'TSAsExpression' ||
      current.type === 'TSNonNullExpression'
    )
      current = current.expression;
    else if (current.type === 'MemberExpression') {
      if (current !== node && endName(current) === 'fields') return true;
      current = current.object;
    } else return current !== node && current.type === 'Identifier' && current.name === 'fields';
  }
  return false;
}

/** Whether the expression is (or may be) a server's error text, also through `??`, `||`, `?:` and a copy. */
function isServerText(node, copies) {
  if (!node) return false;
  if (node.type === 'LogicalExpression') return isServerText(node.left, copies) || isServerText(node.right, copies);
  if (node.type === 'ConditionalExpression')
    return isServerText(node.consequent, copies) || isServerText(node.alternate, copies);
  if (node.type === 'Identifier' && copies.has(node.name)) return true;
  return MESSAGE_NAME.test(endName(node) ?? '') || readsFields(node);
}

const TEXT_TESTS = new Set(['test', 'match', 'matchAll', 'search', 'includes', 'startsWith', 'endsWith', 'indexOf']);
const COMPARISONS = new Set(['===', '!==', '==', '!=']);

const noServerMessageMatching = {
  meta: {
    type: 'problem',
    docs: { description: "Choose a text by the error's code, never by matching the server's message" },
    messages: {
      matched:
        "Do not match the server's message to choose a text: translate the error's `code` (apiErrorCodeOf) or the " +
        'field codes (fieldErrorCodesOf) of @taskflow/contracts. A reworded message must not change what a user reads.',
    },
    schema: [],
  },
  create(context) {
    // Variables holding a server text (`const text = typeof message === 'string' ? message : ''`), file-wide.
    const copies = new Set();
    const serverText = (node) => isServerText(node, copies);
    return {
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && serverText(node.init)) copies.add(node.id.name);
      },
      BinaryExpression(node) {
        if (COMPARISONS.has(node.operator) && (serverText(node.left) || serverText(node.right)))
          context.report({ node, messageId: 'matched' });
      },
      SwitchStatement(node) {
        if (serverText(node.discriminant)) context.report({ node: node.discriminant, messageId: 'matched' });
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || !TEXT_TESTS.has(endName(callee) ?? '')) return;
        if (serverText(callee.object) || node.arguments.some(serverText))
          context.report({ node, messageId: 'matched' });
      },
    };
  },
};

/** Nest's built-in HTTP exceptions (@nestjs/common). */
const BUILT_IN_EXCEPTION =
  /^(HttpException|BadRequest|Unauthorized|NotFound|Forbidden|NotAcceptable|RequestTimeout|Conflict|Gone|HttpVersionNotSupported|PayloadTooLarge|UnsupportedMediaType|UnprocessableEntity|InternalServerError|NotImplemented|ImATeapot|MethodNotAllowed|BadGateway|ServiceUnavailable|GatewayTimeout|PreconditionFailed|MisdirectedException)(Exception)?$/;

const isExceptionFile = (filename) => /\.exception\.ts$/.test(filename);

const codedExceptions = {
  meta: {
    type: 'problem',
    docs: { description: 'Exceptions live in *.exception.ts and name their code; built-in ones carry no message' },
    messages: {
      classOutside:
        'Declare exception classes in a *.exception.ts of the feature, with `static readonly code: ApiErrorCode`.',
      builtInWithMessage:
        'A message means a reason of its own: throw an exception class of a *.exception.ts that names its code ' +
        "(`static readonly code`), not Nest's {{name}} with a message.",
    },
    schema: [],
  },
  create(context) {
    const exceptionFile = isExceptionFile(context.filename ?? context.getFilename());
    return {
      ClassDeclaration(node) {
        if (exceptionFile || !node.superClass) return;
        const parent = endName(node.superClass) ?? '';
        if (/Exception$/.test(parent)) context.report({ node, messageId: 'classOutside' });
      },
      NewExpression(node) {
        if (exceptionFile) return;
        const name = endName(node.callee) ?? '';
        if (!name.endsWith('Exception') || !BUILT_IN_EXCEPTION.test(name)) return;
        if (node.arguments.length > 0) context.report({ node, messageId: 'builtInWithMessage', data: { name } });
      },
    };
  },
};

export default {
  meta: { name: 'error-codes' },
  rules: { 'no-server-message-matching': noServerMessageMatching, 'coded-exceptions': codedExceptions },
};
