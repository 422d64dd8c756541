/** The ids of what a built page carries besides its render (read by src/boot/main.tsx and src/components/JsonLd.tsx). */

/** The JSON script element holding the data the page was built with (src/data/prebuilt.ts). */
export const PREBUILT_DATA_ID = 'prebuilt-data';

/** The JSON-LD in a built page's head (builder/page-head.ts), for crawlers that run no script. */
export const BUILT_JSON_LD_ID = 'built-json-ld';
