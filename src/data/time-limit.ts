/**
 * The one time limit of every call, from the request to the last byte of the answer
 * (docs/decisions/011). A phone on a bad network must get its form or its code boxes
 * back instead of waiting forever on an answer that stalled half-way. A module of its own:
 * the vote machine arms it without loading the API client.
 */
export const ANSWER_TIME_LIMIT_MS = 30_000;
