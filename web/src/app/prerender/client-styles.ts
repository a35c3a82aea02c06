// Defined by the server build (web/client-styles.ts); absent elsewhere, where pages keep their stylesheet links.
declare const __CLIENT_STYLES__: Record<string, string> | undefined;

/** The client build's CSS by URL path, as the server build found it. */
export const clientStyles: Readonly<Record<string, string>> =
  typeof __CLIENT_STYLES__ === 'undefined' ? {} : __CLIENT_STYLES__;
