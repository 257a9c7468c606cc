// One venue WebSocket kept open (docs/decisions.md, "Live market data"): connected again after any
// loss with the backoff venue-http.ts retries with (venue-backoff.ts), its headers made anew for
// every connection (Kalshi signs the handshake with a timestamp), a keep-alive text when the venue
// asks for one, and a connection that has been silent too long treated as lost. The owner is told
// of each connection (to subscribe again: a new connection starts with no subscription) and each
// loss (its books are no longer current until their next snapshot). A frame larger than
// `maxFrameBytes` is not read: the socket closes with 1009 as soon as the frame's header says so,
// and the connection is lost as any other (docs/decisions.md, "Venue frame shapes").
import WebSocket from 'ws';
import type { IBackoff, IBackoffFactory } from 'cockatiel';
import { FRAME_BYTES_MAX } from './bounded-body';
import { fullJitterBackoff } from './venue-backoff';

export interface StreamSocketOptions {
  url: string;
  /** For the log: "polymarket market channel". */
  name: string;
  headers?: () => Record<string, string>;
  onOpen: () => void;
  onMessage: (text: string) => void;
  onLoss: (reason: string) => void;
  /** A frame past `maxFrameBytes` arrived (the connection is then lost). */
  onFrameTooLarge?: () => void;
  /** The largest frame read (ws's `maxPayload`); FRAME_BYTES_MAX unless given. */
  maxFrameBytes?: number;
  /** A text the venue wants every so often (Polymarket: "PING" every 10 s). */
  keepalive?: { text: string; intervalMs: number };
  /** No frame (message or ping) for this long: the connection is taken as lost. */
  idleTimeoutMs?: number;
  /** The first reconnection waits below baseMs, each later one's ceiling doubles, up to maxMs. */
  backoff?: { baseMs: number; maxMs: number };
  log?: (line: string) => void;
}

export class StreamSocket {
  private socket: WebSocket | undefined;
  private stopped = true;
  private readonly backoff: IBackoffFactory<unknown>;
  /** The last wait since a connection last opened; undefined: none yet. */
  private lastWait: IBackoff<unknown> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private keepalive: NodeJS.Timeout | undefined;
  private idle: NodeJS.Timeout | undefined;
  /** Connections opened so far (the first included). */
  connections = 0;

  constructor(private readonly options: StreamSocketOptions) {
    const { baseMs, maxMs } = options.backoff ?? { baseMs: 500, maxMs: 30_000 };
    this.backoff = fullJitterBackoff({ firstCeilingMs: baseMs, maxMs });
  }

  private get maxFrameBytes(): number {
    return this.options.maxFrameBytes ?? FRAME_BYTES_MAX;
  }

  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Sends on the open connection; false when there is none (the next onOpen subscribes anew). */
  send(text: string): boolean {
    if (!this.open) return false;
    this.socket!.send(text);
    return true;
  }

  /** Drops the connection as if the network had: for a resnapshot of everything. */
  reconnect(reason: string): void {
    this.socket?.terminate();
    this.lost(reason);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.clearTimers();
    const socket = this.socket;
    this.socket = undefined;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.terminate();
    });
  }

  private connect(): void {
    if (this.stopped) return;
    const log = this.options.log ?? (() => undefined);
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url, {
        headers: this.options.headers?.() ?? {},
        maxPayload: this.maxFrameBytes,
      });
    } catch (error) {
      this.lost(`cannot connect: ${(error as Error).message}`);
      return;
    }
    this.socket = socket;
    socket.on('open', () => {
      if (socket !== this.socket) return;
      this.lastWait = undefined;
      this.connections += 1;
      log(`${this.options.name}: connected`);
      this.touch();
      const keepalive = this.options.keepalive;
      if (keepalive)
        this.keepalive = setInterval(() => this.send(keepalive.text), keepalive.intervalMs);
      this.options.onOpen();
    });
    socket.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (socket !== this.socket) return;
      this.touch();
      if (!isBinary) this.options.onMessage(rawText(data));
    });
    socket.on('ping', () => this.touch());
    socket.on('pong', () => this.touch());
    socket.on('unexpected-response', (_request, response) => {
      if (socket !== this.socket) return;
      socket.terminate();
      this.lost(`refused with HTTP ${response.statusCode ?? '?'}`);
    });
    socket.on('error', (error: Error & { code?: string }) => {
      if (socket !== this.socket) return;
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        this.options.onFrameTooLarge?.();
        this.lost(`a frame larger than ${this.maxFrameBytes} bytes, closed with 1009`);
        return;
      }
      this.lost(error.message);
    });
    socket.on('close', (code, reason) => {
      if (socket !== this.socket) return;
      this.lost(`closed (${code}${reason.length > 0 ? ` ${reason.toString('utf8')}` : ''})`);
    });
  }

  /** Once per lost connection: tell the owner, then connect again after the backoff. */
  private lost(reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    this.clearTimers();
    socket.removeAllListeners('message');
    socket.terminate();
    this.options.onLoss(reason);
    if (this.stopped) return;
    this.lastWait = this.lastWait ? this.lastWait.next(undefined) : this.backoff.next(undefined);
    const wait = this.lastWait.duration;
    (this.options.log ?? (() => undefined))(
      `${this.options.name}: connection lost (${reason}); again in ${Math.round(wait)} ms`,
    );
    this.retry = setTimeout(() => this.connect(), wait);
    this.retry.unref();
  }

  private touch(): void {
    const ms = this.options.idleTimeoutMs;
    if (ms === undefined) return;
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.reconnect(`silent for ${ms} ms`), ms);
    this.idle.unref();
  }

  private clearTimers(): void {
    clearInterval(this.keepalive);
    clearTimeout(this.idle);
    this.keepalive = undefined;
    this.idle = undefined;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
