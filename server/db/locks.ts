/**
 * Every PostgreSQL advisory lock key Newsdesk takes, in one list so no two uses share a
 * number: two uses of one key wait for each other (a registration would wait for a whole
 * news fetch). PGlite has one connection, so there these only order work in the process.
 */
export const LOCK_KEYS = {
  /** Migrations at start-up: one process migrates, the others wait (session lock). */
  migrations: 7_263_541,
  /** Seeding the sample stories once in a site's life (transaction lock). */
  seedSamples: 7_263_542,
  /** One news fetch at a time across processes (session lock held for the run). */
  newsFetch: 7_263_543,
  /** The first-admin check and insert of a registration (transaction lock). */
  registration: 7_263_544,
  /** One process mails the newsletter at a time (session lock held for the send). */
  newsletter: 7_263_545,
  /** Each backfill runs once, in one process, after the migrations (transaction lock). */
  backfills: 7_263_546,
} as const;
