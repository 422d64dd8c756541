/**
 * React's own useSyncExternalStore, in place of the `use-sync-external-store/shim` package that
 * wouter and @xstate/react import for React 17 (vite.config.ts aliases it here): React 19 has it,
 * and the shim's fallback is about 0.7 KB gzip before the first page is interactive.
 */
export { useSyncExternalStore } from 'react';
