-- pg_trgm: trigram similarity for near-duplicate titles; drizzle-kit does not emit CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
