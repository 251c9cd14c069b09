/**
 * React and React Router choose their development or production build once, from
 * `process.env.NODE_ENV`, when they are first loaded. The server's configuration
 * defaults NODE_ENV to production (server/config.ts), but an unset variable would
 * still load React's development build: about twice the rendering cost, with checks
 * meant for a developer's console. Imported first by every entry point that serves
 * the built site (server/main.ts, scripts/bench.ts, scripts/site-server.ts); the compiled
 * server's entry sets it the same way before it loads anything (scripts/build-server.ts).
 */
process.env.NODE_ENV ??= 'production';

export {};
