// Keeps the design system the only source of look: a colour literal in a component
// would bypass the tokens (and with them, themes). Tokens themselves are exempt by config.
const HEX = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;
const FUNC = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\s*\(/i;
const NAMED =
  /(?:^|[\s:;,(])(?:red|blue|green|white|black|gray|grey|orange|yellow|purple|pink|brown|navy|teal|silver|gold|maroon|olive|lime|aqua|fuchsia)(?=$|[\s;,)!])/i;

function findColor(text) {
  const m = HEX.exec(text) ?? FUNC.exec(text) ?? NAMED.exec(text);
  return m ? m[0].trim() : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow raw colour values; use theme tokens (var(--jy-…)) instead' },
    schema: [],
    messages: {
      raw: 'Raw colour "{{value}}": use a token from the theme instead.',
    },
  },
  create(context) {
    function check(node, text) {
      const value = findColor(text);
      if (value) context.report({ node, messageId: 'raw', data: { value } });
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
