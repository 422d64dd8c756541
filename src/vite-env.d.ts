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

/** Set by vite.config.ts from SITE_URL at build time (no trailing slash); '' when unset. */
declare const __SITE_URL__: string;

/** The tones behind loading photos (src/lib/images.ts: IMAGE_TONES_MODULE). */
declare module 'virtual:image-tones.css';

/** Each group of words' chunk in each language (builder/message-chunks.ts). */
declare module 'virtual:message-chunks' {
  export const MESSAGE_CHUNKS: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ messages: import('@lingui/core').Messages }>>> | undefined>
  >;
}
