/** A failure as one line of text, for logs: never the request behind it (its headers carry the token). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
