import { Worker } from 'node:worker_threads';
import webpush from 'web-push';
import { projectPath } from '../lib/project-root';

/** One message to encrypt for one device. */
export interface EncryptJob {
  /** The device's P-256 public key and auth secret, base64url (its subscription's keys). */
  p256dh: string;
  auth: string;
  /** The JSON the service worker gets. */
  payload: string;
}

const WORKER = projectPath('server', 'push', 'encrypt.worker.mjs');

/** What the thread answers: each body, or why it could not be made. */
interface Answer {
  id: number;
  bodies: (Uint8Array | string)[];
}

function encryptHere({ p256dh, auth, payload }: EncryptJob): Buffer | Error {
  try {
    return webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Encrypts push messages (RFC 8291) on a thread of its own (server/push/encrypt.worker.mjs),
 * started on first use: an ECDH agreement a message is about half of what a delivery costs the
 * server, so the thread that sends keeps to HTTP and the queue while the other core encrypts.
 * A thread that fails or exits takes its jobs with it: they are encrypted here instead, and the
 * next call starts a new thread. `inThread: false` encrypts here always.
 */
export class Encryptor {
  #worker: Worker | null = null;
  #next = 1;
  readonly #waiting = new Map<number, { jobs: EncryptJob[]; done: (bodies: (Buffer | Error)[]) => void }>();

  constructor(private readonly inThread = true) {}

  /** Each job's body, or the error that kept it from being made (a key that is not a P-256 point). */
  encrypt(jobs: EncryptJob[]): Promise<(Buffer | Error)[]> {
    if (!this.inThread || jobs.length === 0) return Promise.resolve(jobs.map(encryptHere));
    const worker = this.#start();
    const id = this.#next++;
    return new Promise((done) => {
      this.#waiting.set(id, { jobs, done });
      worker.postMessage({ id, jobs });
    });
  }

  /** Ends the thread; jobs it still had are encrypted here. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#fallBack();
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER, { execArgv: [] });
    // It holds no work of its own: the process may end without asking it.
    worker.unref();
    worker.on('message', ({ id, bodies }: Answer) => {
      const entry = this.#waiting.get(id);
      if (!entry) return;
      this.#waiting.delete(id);
      entry.done(
        bodies.map((body) =>
          typeof body === 'string' ? new Error(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        ),
      );
    });
    const lost = () => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#fallBack();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.#worker = worker;
    return worker;
  }

  #fallBack(): void {
    for (const [id, entry] of this.#waiting) {
      this.#waiting.delete(id);
      entry.done(entry.jobs.map(encryptHere));
    }
  }
}
