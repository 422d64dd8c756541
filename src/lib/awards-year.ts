/** A route's year segment as a number, or undefined when it is not a four-digit year. */
export function parseYear(segment: string): number | undefined {
  return /^\d{4}$/.test(segment) ? Number(segment) : undefined;
}
