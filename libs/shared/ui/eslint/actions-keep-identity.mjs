// ESLint rule taskflow/actions-keep-identity: two buttons of the same component that a condition swaps at the same
// place in the tree (e.g. a footer's Edit in view mode and Save in edit mode) must carry different keys.
//
// Why: React reconciles the children of same-typed parents by position. Without keys, `editing ? <>…<Button>Save…</> :
// <>…<Button>Edit…</>` keeps one DOM button for both, and browsers re-render between a click's handlers and its default
// action: Edit turned into a submit button during its own click and submitted the form it had just opened. Keys give
// every action its own element; the kit's Button also re-creates its element when its type or form changes.

const ACTION_NAME = /^(button|\w*Button)$/;

/** The element's name as written, e.g. 'Button', 'button', 'Styled.Button'. */
function elementName(node) {
  const name = node.openingElement.name;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression')
    return `${elementName({ openingElement: { name: name.object } })}.${name.property.name}`;
  return null;
}

const isAction = (node) => ACTION_NAME.test((elementName(node) ?? '').split('.').pop());

/** The literal text of the element's key, '<dynamic>' for an expression, null without a key. */
function keyOf(node) {
  const attribute = node.openingElement.attributes.find(
    (candidate) => candidate.type === 'JSXAttribute' && candidate.name.name === 'key',
  );
  if (!attribute) return null;
  const value = attribute.value;
  if (value?.type === 'Literal') return String(value.value);
  if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'Literal')
    return String(value.expression.value);
  if (
    value?.type === 'JSXExpressionContainer' &&
    value.expression.type === 'TemplateLiteral' &&
    value.expression.expressions.length === 0
  )
    return value.expression.quasis[0].value.cooked;
  return '<dynamic>';
}

/** The JSX an expression may render at one place: both sides of a ternary, the right side of &&, the element itself. */
function candidates(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case 'JSXElement':
    case 'JSXFragment':
      return [expression];
    case 'ConditionalExpression':
      return [...candidates(expression.consequent), ...candidates(expression.alternate)];
    case 'LogicalExpression':
      return candidates(expression.right);
    case 'JSXExpressionContainer':
      return candidates(expression.expression);
    default:
      return [];
  }
}

/** A parent's children as React sees them: one place per element, expression or non-blank text. */
function places(node) {
  return node.children
    .filter((child) => !(child.type === 'JSXText' && /^\s*$/.test(child.value) && child.value.includes('\n')))
    .filter((child) => !(child.type === 'JSXExpressionContainer' && child.expression.type === 'JSXEmptyExpression'));
}

/**
 * Walks two alternatives for one place in parallel and calls `clash` for every pair of same-named buttons React would
 * keep as one element: same-typed parents with the same key (or none) are reused, and their children compared by place.
 */
function compare(a, b, clash) {
  const bothFragments = a.type === 'JSXFragment' && b.type === 'JSXFragment';
  const sameElements = a.type === 'JSXElement' && b.type === 'JSXElement' && elementName(a) === elementName(b);
  if (!bothFragments && !sameElements) return;
  if (sameElements && keyOf(a) !== keyOf(b)) return;
  if (sameElements && keyOf(a) === '<dynamic>') return;
  if (sameElements && isAction(a)) {
    // The same explicit key on both says they are one action (e.g. Cancel in two states).
    if (keyOf(a) === null) clash(a, b);
    return;
  }
  const left = places(a);
  const right = places(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    for (const x of candidates(left[index])) for (const y of candidates(right[index])) compare(x, y, clash);
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const actionsKeepIdentity = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Buttons a condition swaps at the same place in the tree need their own keys, so one never becomes another under a click',
    },
    schema: [],
    messages: {
      sharedElement:
        '<{{name}}> here and the <{{name}}> on line {{line}} take the same place in the tree, so React keeps one DOM ' +
        'button for both: a click on one can run as the other (Edit became a submit button during its own click). ' +
        'Give each action its own key.',
    },
  },
  create(context) {
    const reported = new Set();
    return {
      ConditionalExpression(node) {
        for (const a of candidates(node.consequent))
          for (const b of candidates(node.alternate))
            compare(a, b, (first, second) => {
              if (reported.has(first)) return;
              reported.add(first);
              context.report({
                node: first.openingElement,
                messageId: 'sharedElement',
                data: { name: elementName(first), line: String(second.loc.start.line) },
              });
            });
      },
    };
  },
};

export default { rules: { 'actions-keep-identity': actionsKeepIdentity } };
