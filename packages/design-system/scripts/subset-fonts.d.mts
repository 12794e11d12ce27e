/** The font files `fonts:subset` writes: file name → woff2 bytes (ADR 0055). */
export function cut(): Promise<Map<string, Uint8Array>>;
