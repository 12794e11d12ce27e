import { tokenValues } from './values';

/** A token tree with every leaf replaced by the `var(--jy-…)` reference of that token. */
export type ThemeVars<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : ThemeVars<T[K]>;
};

const PREFIX = '--jy';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Walks the token tree once, producing both the `var()` tree and the flat variable list. */
function build<T extends object>(tree: T, path: string[], out: [string, string][]): ThemeVars<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, kebab(key)];
    if (typeof value === 'string') {
      const name = `${PREFIX}-${next.join('-')}`;
      out.push([name, value]);
      result[key] = `var(${name})`;
    } else {
      result[key] = build(value as object, next, out);
    }
  }
  return result as ThemeVars<T>;
}

const declarations: [string, string][] = [];

/** Jiyun's design tokens as CSS variable references, for use inside styled-components. */
export const theme = build(tokenValues, [], declarations);

/** Every token as a `[--jy-name, value]` pair, in declaration order. */
export const cssVariables: readonly (readonly [string, string])[] = declarations;

export type Theme = typeof theme;
