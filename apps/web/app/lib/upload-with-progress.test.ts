import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from './upload-with-progress.ts';

/*
 * Picture and feed uploads share this one XMLHttpRequest wrapper: what it sends, the progress
 * it reports and how it reads each kind of answer. A fake request stands in for the browser's.
 */

class FakeRequest {
  static last: FakeRequest;
  listeners = new Map<string, () => void>();
  uploadListeners = new Map<string, (event: { lengthComputable: boolean; loaded: number; total: number }) => void>();
  upload = { addEventListener: (name: string, listener: never) => this.uploadListeners.set(name, listener) };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.listeners.get('abort')?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

const envelope = (isSuccess: boolean, data: unknown, errorMessages: string[] = []) => ({
  statusCode: isSuccess ? 200 : 400,
  isSuccess,
  errorMessages,
  data,
});

function start(onProgress = (_fraction: number) => {}) {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const body = new FormData();
  body.append('file', 'bytes');
  const upload = uploadWithProgress<{ id: string }>(
    { url: '/api/media', body, timeoutMs: 60_000, tooLargeMessage: 'The picture is larger than 15 MB.' },
    onProgress,
  );
  return { upload, request: FakeRequest.last, body };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('posts the body with the session cookie, reports progress and answers with the envelope’s data', async () => {
    const progress: number[] = [];
    const { upload, request, body } = start((fraction) => progress.push(fraction));
    expect([request.method, request.url, request.withCredentials, request.timeout]).toEqual([
      'POST',
      '/api/media',
      true,
      60_000,
    ]);
    expect(request.headers.accept).toBe('application/json');
    expect(request.sent).toBe(body);
    request.uploadListeners.get('progress')?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.uploadListeners.get('progress')?.({ lengthComputable: false, loaded: 0, total: 0 });
    request.answer(200, envelope(true, { id: 'picture-1' }));
    await expect(upload.done).resolves.toEqual({ ok: true, data: { id: 'picture-1' } });
    expect(progress).toEqual([0.25]);
  });

  it('answers with the server’s first sentence when it refuses', async () => {
    const { upload, request } = start();
    request.answer(400, envelope(false, null, ['The picture is too small.', 'Another.']));
    await expect(upload.done).resolves.toEqual({ ok: false, message: 'The picture is too small.' });
  });

  it('says the file is too large when a proxy refuses it without an envelope', async () => {
    const { upload, request } = start();
    request.answer(413, '<html>Request Entity Too Large</html>');
    await expect(upload.done).resolves.toEqual({ ok: false, message: 'The picture is larger than 15 MB.' });
  });

  it('says something is wrong for any other answer, and that a cancelled upload was cancelled', async () => {
    const failed = start();
    failed.request.answer(502, 'Bad gateway');
    await expect(failed.upload.done).resolves.toEqual({ ok: false, message: SOMETHING_IS_WRONG });
    const cancelled = start();
    cancelled.upload.abort();
    await expect(cancelled.upload.done).resolves.toEqual({ ok: false, message: 'The upload was cancelled.' });
  });
});
