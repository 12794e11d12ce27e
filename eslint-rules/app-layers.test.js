import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule, { forbiddenImport, layerOf } from './app-layers.js';

describe('layerOf', () => {
  it.each([
    ['packages/app/src/features/warehouses/pages/NewParcelPage.tsx', 'feature:warehouses'],
    ['/repo/packages/app/src/features/auth/use-login.ts', 'feature:auth'],
    ['packages/app/src/app/route-map.tsx', 'shell'],
    ['packages/app/src/main.tsx', 'shell'],
    ['packages/app/src/prerender/entry.tsx', 'shell'],
    ['packages/app/src/test/render-app.tsx', 'harness'],
    ['packages/app/src/api/client.ts', 'shared'],
    ['packages/app/src/session/atoms.ts', 'shared'],
    ['packages/app/src/forms/use-domain-form.ts', 'shared'],
    ['packages/server/src/app.ts', null],
  ])('%s → %s', (file, layer) => {
    expect(layerOf(file)).toBe(layer);
  });
});

describe('forbiddenImport', () => {
  it.each([
    ['feature:settings', 'feature:auth', 'crossFeature'],
    ['feature:warehouses', 'feature:warehouses', null],
    ['feature:warehouses', 'shared', null],
    ['feature:warehouses', 'harness', null],
    ['feature:warehouses', 'shell', 'featureToShell'],
    ['shared', 'feature:auth', 'upward'],
    ['shared', 'shell', 'upward'],
    ['shared', 'harness', 'upward'],
    ['shared', 'shared', null],
    ['shell', 'feature:auth', null],
    ['shell', 'shared', null],
    ['harness', 'shell', null],
    ['harness', 'feature:warehouses', 'upward'],
  ])('%s importing %s → %s', (from, to, verdict) => {
    expect(forbiddenImport(from, to)).toBe(verdict);
  });
});

// RuleTester reports through describe/it; vitest provides them as globals here.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
}).run('app-layers', rule, {
  valid: [
    {
      filename: '/r/packages/app/src/features/settings/components/PhoneCard.tsx',
      code: "import { codeSentAtFor } from '../../../account/code-sent-at';",
    },
    {
      filename: '/r/packages/app/src/app/route-map.tsx',
      code: "const page = () => import('../features/warehouses/pages/NewParcelPage');",
    },
    {
      filename: '/r/packages/app/src/features/auth/use-login.ts',
      code: "import { api } from 'axios';",
    },
  ],
  invalid: [
    {
      filename: '/r/packages/app/src/features/settings/components/LogoutCard.tsx',
      code: "import { useLogout } from '../../auth/queries';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/r/packages/app/src/api/client.ts',
      code: "export { sessionAtom } from '../features/auth/atoms';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/packages/app/src/routes/RequireSession.tsx',
      code: "const layout = import('../app/layout/AppLayout');",
      errors: [{ messageId: 'upward' }],
    },
  ],
});
