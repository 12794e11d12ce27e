import type { ChannelHandlers } from '../db/listen.js';
import type { SessionState } from '../repositories/users.js';

/** The channel the database's triggers tell of session changes on (migration 0017). */
export const SESSION_STATE_CHANNEL = 'session_state';

export interface SessionStates extends ChannelHandlers {
  /** The user's session state: remembered while nothing changed it, else read. */
  current(userId: string): Promise<SessionState | null>;
}

/**
 * The session states this process has read, kept until the database says the user's row or
 * their company's row changed (ADR 0071). Nothing is kept while the notifications are not being
 * heard: every request then reads, as before.
 *
 * A read that was under way when a change was heard could carry the state from before it, so it
 * is kept only if nothing was heard since it began (`heardSoFar`). A user who no longer exists is
 * never kept: their next request reads again, and finds them gone again.
 */
export function rememberSessionStates(
  read: (userId: string) => Promise<SessionState | null>,
  limit: number,
): SessionStates {
  const states = new Map<string, SessionState>();
  let hearing = false;
  /** Changes heard, and listening lost or regained: a read that saw any of them is not kept. */
  let heardSoFar = 0;

  const forgetAll = () => {
    heardSoFar += 1;
    states.clear();
  };

  return {
    async current(userId) {
      const kept = states.get(userId);
      if (kept !== undefined) return kept;
      const before = heardSoFar;
      const state = await read(userId);
      if (hearing && before === heardSoFar && state !== null) {
        // The oldest first: the Map keeps the order states were kept in.
        if (states.size >= limit) states.delete(states.keys().next().value as string);
        states.set(userId, state);
      }
      return state;
    },

    heard(payload) {
      const [table, id] = payload.split(':', 2);
      heardSoFar += 1;
      if (table === 'users' && id !== undefined) {
        states.delete(id);
      } else if (table === 'merchants' && id !== undefined) {
        for (const [userId, state] of states) {
          if (state.merchant_id === id) states.delete(userId);
        }
      } else {
        // A truncate, or a notice this version does not know: nothing kept can be trusted.
        states.clear();
      }
    },

    hearing(isHearing) {
      hearing = isHearing;
      forgetAll();
    },
  };
}
