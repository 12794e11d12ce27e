import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowestVersionOf, nodeVersionProblem } from './node-version.mjs';

const engines = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('nodeVersionProblem', () => {
  it.each([
    { running: '24.21.0', range: '>=22.13', accepted: true },
    { running: 'v24.0.0', range: '>=22.13', accepted: true },
    { running: '26.1.0', range: '>=22.13', accepted: true },
    { running: '22.13.0', range: '>=22.13', accepted: true },
    { running: '22.22.2', range: '>=22.13', accepted: true },
    { running: '23.0.0', range: '>=22.13', accepted: true },
    { running: '22.12.9', range: '>=22.13', accepted: false },
    { running: '22.0.0', range: '>=22.13', accepted: false },
    { running: '20.20.2', range: '>=22.13', accepted: false },
    { running: '18.20.8', range: '>=22.13', accepted: false },
    { running: '22.13.0', range: '>=22.13.1', accepted: false },
    { running: '22.13.1', range: '>=22.13.1', accepted: true },
    { running: '24.0.0-pre', range: '>=24', accepted: true },
    { running: '23.11.0', range: '>=24', accepted: false },
  ])('Node $running against $range: accepted $accepted', ({ running, range, accepted }) => {
    expect(nodeVersionProblem(running, range) === null).toBe(accepted);
  });

  it('tells a user on an old Node which version they have, which is needed and how to get 24 LTS', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.13');
    expect(problem).toContain('Node 20.20.2 is too old');
    expect(problem).toContain('needs Node 22.13.0 or later');
    expect(problem).toContain('Install Node 24 LTS');
    expect(problem).toContain('nvm install 24');
    expect(problem).toContain('https://nodejs.org/en/download');
  });

  it('holds the project to what package.json declares: Node 20 refused, 22 and 24 LTS accepted', () => {
    expect(nodeVersionProblem('20.20.2', engines)).not.toBeNull();
    expect(nodeVersionProblem('22.22.2', engines)).toBeNull();
    expect(nodeVersionProblem('24.21.0', engines)).toBeNull();
  });
});

describe('lowestVersionOf', () => {
  it.each([
    { range: '>=22.13', lowest: [22, 13, 0] },
    { range: '>= 22.12.1', lowest: [22, 12, 1] },
    { range: '>=v24', lowest: [24, 0, 0] },
  ])('$range starts at $lowest', ({ range, lowest }) => {
    expect(lowestVersionOf(range)).toEqual(lowest);
  });

  it.each(['^22.13.0', '22.x', '>=22 <26', ''])(
    'refuses "%s", a range the check would misread',
    (range) => {
      expect(() => lowestVersionOf(range)).toThrow(/engines\.node/);
    },
  );
});
