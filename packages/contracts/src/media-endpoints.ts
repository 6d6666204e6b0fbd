import { defineEndpoints } from './endpoint.ts';

/*
 * Staff's picture uploads (multipart/form-data, a field named "file"); the pictures themselves
 * are served under /media, outside the API. The back-office's editors send them from the browser
 * with their progress (apps/web lib/upload-picture.ts). Their shapes are mediaShapes in media.ts.
 */
export const mediaEndpoints = defineEndpoints('media', {
  upload: { method: 'POST', path: '/api/media', access: ['jewelleries', 'stones', 'blog'] },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { MediaShapes } from './media.ts';
