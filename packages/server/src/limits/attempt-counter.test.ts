import { describe, expect, it } from 'vitest';
import { createMemoryAttemptCounter } from './attempt-counter.js';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, pass: (ms: number) => void (at += ms) };
}

describe('createMemoryAttemptCounter', () => {
  it('counts within the window that the first attempt opened, then starts anew', async () => {
    const time = clock();
    const counter = createMemoryAttemptCounter(time.now);
    expect(await counter.add('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    time.pass(400);
    expect(await counter.add('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    time.pass(600);
    expect(await counter.add('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('keeps keys apart', async () => {
    const counter = createMemoryAttemptCounter(clock().now);
    await counter.add('a', 1000);
    expect((await counter.add('b', 1000)).count).toBe(1);
  });

  it('takes one attempt back, and a key taken back to nothing opens a new window', async () => {
    const time = clock();
    const counter = createMemoryAttemptCounter(time.now);
    await counter.add('k', 1000);
    await counter.add('k', 1000);
    await counter.takeBack('k');
    expect((await counter.add('k', 1000)).count).toBe(2);
    await counter.takeBack('k');
    await counter.takeBack('k');
    time.pass(500);
    expect(await counter.add('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('takes nothing back from a key with no open window', async () => {
    const time = clock();
    const counter = createMemoryAttemptCounter(time.now);
    await counter.add('k', 1000);
    time.pass(1000);
    await counter.takeBack('k');
    await counter.takeBack('never');
    expect((await counter.add('k', 1000)).count).toBe(1);
  });

  it('clears a key', async () => {
    const counter = createMemoryAttemptCounter(clock().now);
    await counter.add('k', 1000);
    await counter.add('k', 1000);
    await counter.clear('k');
    expect((await counter.add('k', 1000)).count).toBe(1);
  });
});
