/**
 * zod, as the rules in core/ use it. In the browser it runs without its compiled fast path:
 * zod probes for `new Function` the first time it parses an object, which the Content Security
 * Policy forbids (no 'unsafe-eval'; docs/security.md) and which the browser reports as a
 * violation. The server keeps the fast path.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
