import type { AttemptCounter } from './attempt-counter.js';

export interface SignInLimits {
  /**
   * Failed sign-ins one phone may have per window from browsers it never signed in on, every
   * address together; and, apart from those, from each browser it has signed in on.
   */
  perPhone: number;
  /** Failed sign-ins one client address may have per window, over every phone. */
  perAddress: number;
  windowSeconds: number;
}

/** Who is trying: the client's address and the phone (country code and digits, normalized). */
export interface SignInAttempt {
  address: string;
  phone: string;
  /**
   * The browser's id when it has signed in as this phone before (its device cookie); null or
   * absent for a stranger.
   */
  device?: string | null;
}

/** An attempt let through: say how it ended so that only failures keep counting. */
export interface SignInTicket {
  /** Wrong phone or password: the attempt stays counted against the phone and the address. */
  failed(): Promise<void>;
  /**
   * The password matched: the phone's failures are forgotten (its owner proved themselves) and
   * this attempt is taken back from the address, whose other failures stay, or a guesser with
   * an account of their own could wipe them by signing in between guesses.
   */
  succeeded(): Promise<void>;
  /** Ended for another reason (an account that is not active, an error): it does not count. */
  withdrawn(): Promise<void>;
}

export type SignInAdmission =
  { admitted: true; ticket: SignInTicket } | { admitted: false; retryAfterSeconds: number };

export const phoneKey = (phone: string) => `login:phone:${phone}`;
export const addressKey = (address: string) => `login:address:${address}`;
export const deviceKey = (phone: string, device: string) => `login:device:${phone}:${device}`;

/**
 * Sign-in limits that stop guessing and not merchants: only failures count, per phone across
 * addresses (a password guessed from many machines) and per address across phones (one machine
 * trying many accounts). A browser the phone has signed in on keeps its own count instead of the
 * phone's, so strangers' guesses do not lock the owner out of it (OWASP: device cookies). Each
 * attempt holds its place before the password is checked, so concurrent guesses cannot all slip
 * under the limit.
 */
export function createSignInLimiter(counter: AttemptCounter, limits: SignInLimits) {
  const windowMs = limits.windowSeconds * 1000;
  return {
    async admit(attempt: SignInAttempt): Promise<SignInAdmission> {
      const phone = attempt.device
        ? deviceKey(attempt.phone, attempt.device)
        : phoneKey(attempt.phone);
      const address = addressKey(attempt.address);
      const [byPhone, byAddress] = await Promise.all([
        counter.add(phone, windowMs),
        counter.add(address, windowMs),
      ]);
      const over = [
        byPhone.count > limits.perPhone ? byPhone.resetInMs : null,
        byAddress.count > limits.perAddress ? byAddress.resetInMs : null,
      ].filter((resetInMs): resetInMs is number => resetInMs !== null);
      const takeBackBoth = async () => {
        await Promise.all([counter.takeBack(phone), counter.takeBack(address)]);
      };
      if (over.length > 0) {
        // A refused attempt checks no password: it is no failure, and must not lengthen the wait.
        await takeBackBoth();
        return {
          admitted: false,
          retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...over) / 1000)),
        };
      }
      return {
        admitted: true,
        ticket: {
          failed: async () => {},
          succeeded: async () => {
            await Promise.all([counter.clear(phone), counter.takeBack(address)]);
          },
          withdrawn: takeBackBoth,
        },
      };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
