import { describe, expect, it } from 'vitest';
import type { SessionState } from '../repositories/users.js';
import { rememberSessionStates } from './session-states.js';

const ANN = 'user-ann';
const BO = 'user-bo';
const MAPLE = 'merchant-maple';
const HARBOUR = 'merchant-harbour';

const stateOf = (merchant_id: string, token_version = 0): SessionState => ({
  merchant_id,
  token_version,
  status: 'active',
  merchant_status: 'active',
});

/** A database of two users in two companies that counts its reads. */
function database() {
  const rows = new Map<string, SessionState>([
    [ANN, stateOf(MAPLE)],
    [BO, stateOf(HARBOUR)],
  ]);
  const reads: string[] = [];
  return {
    rows,
    reads,
    read: (userId: string) => {
      reads.push(userId);
      return Promise.resolve(rows.get(userId) ?? null);
    },
  };
}

type Step = { ask: string } | { heard: string } | { hearing: boolean } | { remove: string };

const cases: { name: string; steps: Step[]; reads: string[] }[] = [
  {
    name: 'reads a user once while hearing',
    steps: [{ hearing: true }, { ask: ANN }, { ask: ANN }, { ask: BO }, { ask: ANN }],
    reads: [ANN, BO],
  },
  {
    name: 'reads every time until the listener is hearing',
    steps: [{ ask: ANN }, { ask: ANN }, { hearing: true }, { ask: ANN }, { ask: ANN }],
    reads: [ANN, ANN, ANN],
  },
  {
    name: "forgets a user when their row's change is heard, and no one else",
    steps: [
      { hearing: true },
      { ask: ANN },
      { ask: BO },
      { heard: `users:${ANN}` },
      { ask: ANN },
      { ask: BO },
    ],
    reads: [ANN, BO, ANN],
  },
  {
    name: "forgets a company's users when its row's change is heard",
    steps: [
      { hearing: true },
      { ask: ANN },
      { ask: BO },
      { heard: `merchants:${HARBOUR}` },
      { ask: ANN },
      { ask: BO },
    ],
    reads: [ANN, BO, BO],
  },
  {
    name: 'forgets everyone on a truncate or a notice it does not know',
    steps: [
      { hearing: true },
      { ask: ANN },
      { heard: 'users' },
      { ask: ANN },
      { heard: 'sessions:x' },
      { ask: ANN },
    ],
    reads: [ANN, ANN, ANN],
  },
  {
    name: 'forgets everyone when the listener is lost, and reads every time until it is back',
    steps: [
      { hearing: true },
      { ask: ANN },
      { hearing: false },
      { ask: ANN },
      { ask: ANN },
      { hearing: true },
      { ask: ANN },
      { ask: ANN },
    ],
    reads: [ANN, ANN, ANN, ANN],
  },
  {
    name: 'keeps no one who does not exist: a removed member is read on each request',
    steps: [{ hearing: true }, { remove: ANN }, { ask: ANN }, { ask: ANN }],
    reads: [ANN, ANN],
  },
];

describe('remembered session states', () => {
  it.each(cases)('$name', async ({ steps, reads }) => {
    const db = database();
    const states = rememberSessionStates(db.read, 10);
    for (const step of steps) {
      if ('ask' in step) await states.current(step.ask);
      else if ('heard' in step) states.heard(step.heard);
      else if ('hearing' in step) states.hearing(step.hearing);
      else if ('remove' in step) db.rows.delete(step.remove);
    }
    expect(db.reads).toEqual(reads);
  });

  it('answers the state after a change once the change is heard', async () => {
    const db = database();
    const states = rememberSessionStates(db.read, 10);
    states.hearing(true);
    expect((await states.current(ANN))?.token_version).toBe(0);
    db.rows.set(ANN, stateOf(MAPLE, 1));
    states.heard(`users:${ANN}`);
    expect((await states.current(ANN))?.token_version).toBe(1);
  });

  it('does not keep a read that was under way when a change was heard: it may predate it', async () => {
    const db = database();
    let answer: (state: SessionState) => void = () => undefined;
    let slowReads = 0;
    const states = rememberSessionStates((userId) => {
      slowReads += 1;
      if (slowReads === 1) return new Promise((resolve) => (answer = resolve));
      return db.read(userId);
    }, 10);
    states.hearing(true);
    const before = states.current(ANN);
    // The version-0 row was read, then the change committed and was heard, then the read answered.
    states.heard(`users:${ANN}`);
    db.rows.set(ANN, stateOf(MAPLE, 1));
    answer(stateOf(MAPLE, 0));
    expect((await before)?.token_version).toBe(0);
    expect((await states.current(ANN))?.token_version).toBe(1);
  });

  it('keeps at most its limit, forgetting the one kept longest', async () => {
    const db = database();
    const states = rememberSessionStates(db.read, 1);
    states.hearing(true);
    await states.current(ANN);
    await states.current(BO);
    await states.current(BO);
    await states.current(ANN);
    expect(db.reads).toEqual([ANN, BO, ANN]);
  });
});
