import { chmodSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';

/**
 * The instance also listening on a Unix socket, for a load balancer on the same host (nginx
 * `server unix:<path>`). Its point is the restart: on SIGTERM the path is withdrawn first, so the
 * load balancer's next connect fails at once (ENOENT: nothing was sent, so nginx passes even a
 * POST to another instance) while connections already made are still accepted and answered.
 * Closing a TCP listener instead resets the connections its kernel queue holds, after the load
 * balancer has written a request on them: nginx answers those POSTs 502, as it does not resend a
 * request it has sent.
 */
export interface SocketListener {
  path: string;
  /** Removes the path (if it is still this instance's), keeps answering what is connected or queued. */
  withdraw(): void;
  connections(): Promise<number>;
  close(): Promise<void>;
}

/** Who may connect: the instance's user and group (put the load balancer's user in that group). */
const SOCKET_MODE = 0o660;

/**
 * Listens on `socketPath` and hands each connection to `server`. Bound under a name of its own,
 * then renamed onto the path in one step: a socket left by a killed instance is replaced, and the
 * name libuv unlinks at close is never one another instance has taken since.
 */
export async function listenOnSocket(server: http.Server, socketPath: string): Promise<SocketListener> {
  const boundPath = `${socketPath}.${process.pid}`;
  rmSync(boundPath, { force: true });
  const listener = net.createServer((socket) => server.emit('connection', socket));
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(boundPath, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  chmodSync(boundPath, SOCKET_MODE);
  renameSync(boundPath, socketPath);
  const ownInode = statSync(socketPath).ino;
  const withdraw = () => {
    try {
      if (statSync(socketPath).ino === ownInode) unlinkSync(socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  return {
    path: socketPath,
    withdraw,
    connections: () => new Promise((resolve) => listener.getConnections((error, count) => resolve(error ? 0 : count))),
    close: () =>
      new Promise((resolve) => {
        withdraw();
        if (!listener.listening) return resolve();
        listener.close(() => resolve());
      }),
  };
}
