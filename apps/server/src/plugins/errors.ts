import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failureEnvelope, SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { describeDatabaseError } from '../lib/database-errors.ts';

/*
 * Every failure leaves as the envelope with a readable message: validation → 400
 * with one line per problem, AppError → its status, constraint violations → 409/422, Fastify's
 * own 4xx (bad JSON, 413, 415) → their status with a clear sentence, anything else → 500 with
 * the details only in the log, next to the request id.
 */

export const NOT_JSON = 'The request body is not valid JSON.';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

const contextNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

export function describeValidation(error: FastifyError): string[] {
  const context = contextNames[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((problem) => {
    const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return `${field || context}: ${problem.message ?? 'is invalid'}`;
  });
}

function sendFailure(reply: FastifyReply, status: number, messages: string[]) {
  return reply.code(status).type('application/json; charset=utf-8').send(failureEnvelope(status, messages));
}

const writingMethods = new Set(['POST', 'PUT', 'PATCH']);

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendFailure(reply, error.statusCode, error.messages);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return sendFailure(reply, 400, describeValidation(error));
  }
  // A request that writes can only point at something missing; any other (a DELETE) can only
  // leave something pointing at what it removes.
  const database = describeDatabaseError(error, writingMethods.has(request.method) ? 'write' : 'remove');
  if (database) {
    request.log.info({ err: error }, 'database constraint refused the request');
    return sendFailure(reply, database.status, [database.message]);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendFailure(reply, status, [fastifyMessages[error.code] ?? error.message]);
  }
  request.log.error({ err: error }, 'request failed');
  return sendFailure(reply, status >= 500 && status < 600 ? status : 500, [SOMETHING_IS_WRONG]);
}

const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The address or the headers of this request are too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Node answers some requests before Fastify sees them (an address or headers over 16 KB, a
 * request that never finishes arriving, bytes that are not HTTP). Those answers are envelopes
 * too: there is no route to tell an API call from a page, and a JSON body suits both.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[error.code ?? ''] ?? [400, 'This request could not be read.'];
  const body = JSON.stringify(failureEnvelope(status, [message]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 404, [`No such address: ${request.method} ${request.url.split('?')[0]}`]),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
export { sendFailure };
