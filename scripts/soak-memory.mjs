// @ts-check
/**
 * Loaded into the server by `npm run soak` (scripts/soak.ts starts `node --expose-gc --import
 * ./scripts/soak-memory.mjs build/node/main.js` with an IPC channel): answers the message
 * 'memory' with the process's memory after a full garbage collection, so heap growth is told
 * apart from garbage not yet collected; and stops the server (SIGTERM, its usual clean stop) when
 * the soak that started it has gone. Nothing else in the server changes. JavaScript, as the
 * compiled server it is loaded into runs no TypeScript transform.
 */
const collect = /** @type {{ gc?: () => void }} */ (globalThis).gc;

process.on('message', (message) => {
  if (message !== 'memory') return;
  collect?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, external, arrayBuffers });
});
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
// The channel must not keep the server running once it has been asked to stop.
process.channel?.unref();
