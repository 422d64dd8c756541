/** A route's year segment as a number, or undefined when it is not a four-digit year. */
export function parseYear(segment: string): number | undefined {
  return /^\d{4}$/.test(segment) ? Number(segment) : undefined;
}

/** A route's year segment as a number; throws when it is not a four-digit year (a loader's bad value rejects). */
export function yearOf(segment: string): number {
  const year = parseYear(segment);
  if (year === undefined) throw new Error(`not a year: ${segment}`);
  return year;
}
