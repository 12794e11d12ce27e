// The Node version rule of the README's commands, kept apart from them so it is tested. It must
// itself run on any old Node a user may have (no newer syntax, no dependency): its whole job is
// to tell that user what to install before anything fails deeper in.

/**
 * Reads the lowest version a `>=MAJOR.MINOR[.PATCH]` engines range accepts.
 * @param {string} range
 * @returns {[number, number, number]}
 */
export function lowestVersionOf(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match) {
    throw new Error(`engines.node must read ">=MAJOR.MINOR[.PATCH]", not "${range}"`);
  }
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * @param {string} version like `24.21.0` or `v20.20.2`
 * @returns {[number, number, number]}
 */
function parts(version) {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split(/[.-]/)
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

/**
 * What a user on `running` must do before Jiyun can install and run, or null when that Node
 * satisfies `range` (package.json's `engines.node`).
 * @param {string} running `process.versions.node`
 * @param {string} range
 * @returns {string | null}
 */
export function nodeVersionProblem(running, range) {
  const lowest = lowestVersionOf(range);
  const current = parts(running);
  for (let i = 0; i < 3; i += 1) {
    if (current[i] > lowest[i]) return null;
    if (current[i] < lowest[i]) {
      return [
        `Node ${current.join('.')} is too old for Jiyun: it needs Node ${lowest.join('.')} or later.`,
        'Install Node 24 LTS (22 LTS works too), then run this command again:',
        '  with nvm:   nvm install 24 && nvm use 24',
        '  or fnm:     fnm install 24 && fnm use 24',
        '  or from:    https://nodejs.org/en/download (the "LTS" build)',
        '  or npm:     npm install --prefix ~/.cache/jiyun/node24 node@24',
        '              and put ~/.cache/jiyun/node24/node_modules/.bin first on PATH',
      ].join('\n');
    }
  }
  return null;
}
