export const PORT = 3210;
export const EMPTY_PORT = 3211;
export const EMPTY_SITE = `http://127.0.0.1:${EMPTY_PORT}`;
/** A site whose news fetch reads the local stand-in providers. */
export const INGEST_PORT = 3212;
export const INGEST_SITE = `http://127.0.0.1:${INGEST_PORT}`;
export const PROVIDERS_PORT = 3213;
export const INGEST_ADMIN = 'ingest-admin';
export const INGEST_PASSWORD = 'e2e ingest passphrase';
