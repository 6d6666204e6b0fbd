import { defineEndpoints } from './endpoint.ts';

/*
 * The blog under /api/blog (docs/product.md, "Blog"): anyone reads published posts; staff of the
 * Blog area (Admin and Manager) read every post and write them. GET /api/blog/:slug and
 * PUT/DELETE /api/blog/:id share a position with different parameters, as they always have.
 * Their shapes are blogShapes in blog.ts.
 */
export const blogEndpoints = defineEndpoints('blog', {
  list: { method: 'GET', path: '/api/blog', access: 'public' },
  sitemap: { method: 'GET', path: '/api/blog/sitemap', access: 'public' },
  staffList: { method: 'GET', path: '/api/blog/staff', access: 'blog' },
  staffOne: { method: 'GET', path: '/api/blog/staff/:id', access: 'blog' },
  one: { method: 'GET', path: '/api/blog/:slug', access: 'public' },
  preview: { method: 'POST', path: '/api/blog/preview', access: 'blog' },
  create: { method: 'POST', path: '/api/blog', access: 'blog' },
  update: { method: 'PUT', path: '/api/blog/:id', access: 'blog' },
  remove: { method: 'DELETE', path: '/api/blog/:id', access: 'blog' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { BlogShapes } from './blog.ts';
