// The push sender's encryption thread (server/push/encryptor.ts): encrypts each message for its
// device (RFC 8291 aes128gcm, with `web-push`: a new ECDH key pair and salt a message), so the
// server's own thread only sends. Plain JavaScript, loaded from the project's folder both from
// source and compiled, as the database thread's worker is.
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';

parentPort.on('message', ({ id, jobs }) => {
  const bodies = jobs.map(({ p256dh, auth, payload }) => {
    try {
      return webpush.encrypt(p256dh, auth, payload, 'aes128gcm').cipherText;
    } catch (error) {
      return String(error instanceof Error ? error.message : error);
    }
  });
  parentPort.postMessage({ id, bodies });
});
