/**
 * The Content-Security-Policy of every uploaded file (`/storage/*`), in the cloud and on the local gateway: an
 * uploaded SVG or PDF opened on its own runs no script and, sandboxed, has no access to the shop's origin (where
 * the session token lives in localStorage). Kept free of CDK imports so the local gateway can use it.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
