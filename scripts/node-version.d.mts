/** The lowest `[major, minor, patch]` a `>=MAJOR.MINOR[.PATCH]` engines range accepts. */
export function lowestVersionOf(range: string): [number, number, number];

/** What a user on `running` must install before Jiyun can run, or null when `range` accepts it. */
export function nodeVersionProblem(running: string, range: string): string | null;
