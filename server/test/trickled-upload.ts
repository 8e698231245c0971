import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** What a server answered on a raw connection: status, headers (lower-case names) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface TrickledUpload {
  /** The server's answer, as soon as one arrives (the body need not have been sent in full); null if the connection closed without one. */
  answer: Promise<RawAnswer | null>;
  /** Stops sending and closes the connection, as a browser tab that is closed would. */
  abort(): void;
}

export interface TrickleOptions {
  port: number;
  path: string;
  authorization: string;
  fields?: Record<string, string>;
  file: { name: string; content: Buffer };
  /** Bytes of the file sent at once, before the trickle (default 16: its type's signature). */
  head?: number;
  /** 0: nothing more after the head (a stalled client). */
  bytesPerSecond?: number;
}

function parseAnswer(raw: Buffer): RawAnswer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const body = raw.subarray(end + 4);
  const length = Number(headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * A multipart upload over a real socket (not `inject`): the request line, the headers (with the
 * whole body's Content-Length), the form fields and the file's first `head` bytes at once, then
 * the rest of the file `bytesPerSecond` at a time, as a slow or malicious client sends it.
 */
export function trickleUpload(options: TrickleOptions): TrickledUpload {
  const { port, path, authorization, fields = {}, file, head = 16, bytesPerSecond = 10 } = options;
  const boundary = `----trickle${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const opening = Buffer.from(`${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([opening, file.content, closing]);
  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Authorization: ${authorization}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
  const socket: Socket = connect(port, '127.0.0.1');
  let sent = opening.length + head;
  let timer: NodeJS.Timeout | undefined;
  const received: Buffer[] = [];
  const answer = new Promise<RawAnswer | null>((resolve) => {
    const settle = () => {
      clearInterval(timer);
      resolve(parseAnswer(Buffer.concat(received)));
    };
    socket.on('data', (data) => {
      received.push(data);
      const parsed = parseAnswer(Buffer.concat(received));
      if (parsed) {
        clearInterval(timer);
        resolve(parsed);
      }
    });
    socket.on('close', settle);
    socket.on('error', settle);
  });
  socket.on('connect', () => {
    socket.write(Buffer.concat([Buffer.from(headers, 'latin1'), body.subarray(0, sent)]));
    if (bytesPerSecond <= 0) return;
    // One tenth of a second's bytes ten times a second.
    const step = Math.max(1, Math.round(bytesPerSecond / 10));
    timer = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body.subarray(sent, sent + step));
      sent += step;
    }, 100);
  });
  return {
    answer,
    abort: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
