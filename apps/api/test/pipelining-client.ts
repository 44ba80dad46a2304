import { connect, type Socket } from 'node:net';

export interface PipelinedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PipelinedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * An HTTP/1.1 client that writes several requests at once on one kept-alive connection
 * (pipelining, RFC 9112 §9.3.2), as some proxies and scripted clients do, and reads their answers
 * in order. Node's own clients never send before an answer has come, so a stop that cuts off
 * requests queued behind another one is seen only by a client like this (issue 38).
 */
export class PipeliningClient {
  #socket: Socket | null = null;
  #buffer = Buffer.alloc(0);
  #waiting: Array<(answer: PipelinedAnswer | null) => void> = [];

  constructor(private readonly port: number) {}

  /**
   * Sends the requests in one write and answers, in order, each one's answer, or null for those
   * the connection closed before answering. A connection whose answer said `close` is not used again.
   */
  async send(requests: PipelinedRequest[]): Promise<Array<PipelinedAnswer | null>> {
    return this.sendBytes(Buffer.concat(requests.map(serialize)), requests.length);
  }

  /**
   * Writes raw bytes (parts of requests, several at once) and answers the next `answers` answers,
   * null for those the connection closed before.
   */
  async sendBytes(bytes: Buffer, answers: number): Promise<Array<PipelinedAnswer | null>> {
    const socket = await this.#connection();
    if (!socket) {
      return Array.from({ length: answers }, () => null);
    }
    const waiting = Array.from(
      { length: answers },
      () =>
        new Promise<PipelinedAnswer | null>((resolve) => {
          this.#waiting.push(resolve);
        }),
    );
    socket.write(bytes);
    return Promise.all(waiting);
  }

  close(): void {
    this.#socket?.destroy();
  }

  async #connection(): Promise<Socket | null> {
    if (this.#socket && !this.#socket.destroyed) {
      return this.#socket;
    }
    const socket = connect({ host: '127.0.0.1', port: this.port });
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    if (!connected) {
      socket.destroy();
      return null;
    }
    this.#socket = socket;
    this.#buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#readAnswers(socket);
    });
    const ended = () => {
      if (this.#socket === socket) {
        this.#socket = null;
      }
      for (const resolve of this.#waiting.splice(0)) {
        resolve(null);
      }
    };
    socket.on('error', ended);
    socket.on('close', ended);
    return socket;
  }

  #readAnswers(socket: Socket): void {
    for (;;) {
      const end = this.#buffer.indexOf('\r\n\r\n');
      if (end < 0) {
        return;
      }
      const [statusLine = '', ...lines] = this.#buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (this.#buffer.length < end + 4 + length) {
        return;
      }
      const body = this.#buffer.subarray(end + 4, end + 4 + length).toString();
      this.#buffer = this.#buffer.subarray(end + 4 + length);
      const status = Number(statusLine.split(' ')[1]);
      this.#waiting.shift()?.({ status, headers, body });
      if (headers.connection?.toLowerCase() === 'close') {
        // Nothing after this answer will come on this connection (RFC 9112 §9.6).
        if (this.#socket === socket) {
          this.#socket = null;
        }
        for (const resolve of this.#waiting.splice(0)) {
          resolve(null);
        }
        socket.destroy();
        return;
      }
    }
  }
}

/** A request as HTTP/1.1 bytes. */
export function serialize(request: PipelinedRequest): Buffer {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(request.body));
  const headers = {
    host: 'localhost',
    ...request.headers,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    'content-length': String(body.length),
  };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}
