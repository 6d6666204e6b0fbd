import { isMainThread } from 'node:worker_threads';

import { serveRenderJobs, type RenderJob } from './render-cache.ts';

/*
 * The worker script of render-cache.test.ts: the jobs of workerJobs(), served by
 * serveRenderJobs() when this file runs in a worker thread.
 */

function drawSquare(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/></svg>`;
}

export function workerJobs(): RenderJob[] {
  return ['#c00', '#00c', '#0a0', '#aa0', '#0aa'].map((colour, index) => ({
    name: `square-${index}`,
    draw: () => drawSquare(colour),
    widths: [40, 20],
    fileName: (width) => `square-${index}/${width}.webp`,
    entry: (hash) => ({ hash, files: ['40.webp', '20.webp'] }),
  }));
}

if (!isMainThread) serveRenderJobs(workerJobs());
