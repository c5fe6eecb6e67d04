import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** A request slower than this is logged at warn whatever its status: what someone should look at. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The server's request log: what matters, not every call. Fastify's default writes two info lines per
 * request (incoming, completed); at a few thousand calls a second that writing was a sixth of the
 * server's CPU. Here a fast successful call writes nothing at info (its lines are at debug, so
 * LOG_LEVEL=debug shows every call again); a refused call (4xx) is one info line, a failed one (5xx
 * or an error) one error line, a slow one a warn line, each line naming the request, the status and
 * the time. `quiet` requests (the in-process simulator's) write nothing at all.
 */
export class RequestLog extends LogController {
  private readonly slowMs: number;

  constructor(opts: { quiet?: (request: FastifyRequest) => boolean; slowMs?: number } = {}) {
    super(opts.quiet ? { disableRequestLogging: opts.quiet } : {});
    this.slowMs = opts.slowMs ?? SLOW_REQUEST_MS;
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (status >= 500) reply.log.error(line, 'request failed');
    else if (line.responseTime >= this.slowMs) reply.log.warn(line, 'slow request');
    else if (status >= 400) reply.log.info(line, 'request refused');
    else reply.log.debug(line, 'request completed');
  }
}

/**
 * Where the log goes: standard output, written asynchronously in 4 KiB chunks instead of one blocking
 * write per line. Lines still in the buffer are written when the app closes (`flushSync` in its
 * onClose hook) and when the process exits, even by `process.exit` (pino flushes on exit).
 */
export const logDestination = () => pino.destination({ dest: 1, sync: false, minLength: 4096 });
