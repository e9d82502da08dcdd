// Running the service as a child process: a free port to give it, and waiting until it serves.
import { createServer } from 'node:net';

/** A loopback port nothing listens on (for a server started next). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves with the port once `child` prints `serving on http://127.0.0.1:<port>` (the service's
 * start-up line); rejects when it exits first or after `timeoutMs`. `output(listener)` feeds it
 * the child's output as it comes; `logs()` says what it printed, for the error.
 */
export function whenServing(child, { output, logs, timeoutMs }) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`the service did not say "serving on" within ${timeoutMs / 1000} s:\n${logs()}`)), timeoutMs);
    const onExit = (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code ?? signal} before serving:\n${logs()}`));
    };
    child.once('exit', onExit);
    output((chunk) => {
      seen = (seen + chunk).slice(-4096);
      const match = /serving on http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(Number(match[1]));
      }
    });
  });
}
