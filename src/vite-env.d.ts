/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set by vite.config.ts: true unless VITE_API_BASE_URL is set at build time. */
declare const __SIMULATOR__: boolean;
