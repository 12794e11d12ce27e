/** A city name as compared: trimmed, case and accents ignored ("Montréal" is "montreal"). */
export function cityKey(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
