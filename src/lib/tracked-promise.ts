/**
 * A promise as React's `use` reads it: once settled it carries its `status` and its `value` (or
 * `reason`), so a render that finds it settled takes the result at once instead of suspending.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Marks `promise` for `use` as it settles (once: a promise tracked already is left as it is); the same promise, returned. */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = promise;
  if (marked.status) return marked;
  marked.status = 'pending';
  // The handlers return nothing: returning the promise itself would make the one `then` returns
  // follow it, and a rejection would then be unhandled there.
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return marked;
}

/** A promise fulfilled already, for `use`: a render takes `value` at once. */
export const fulfilled = <T>(value: T): TrackedPromise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
