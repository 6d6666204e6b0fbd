import { blogShapes } from '@facet/contracts/blog';
import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { createBlogPost, deleteBlogPost, updateBlogPost } from './blog.service.ts';
import {
  getStaffPost,
  listPublishedPosts,
  listPublishedSlugs,
  listStaffPosts,
  previewBlogBody,
  readPublishedPost,
} from './blog-reads.service.ts';

/*
 * The blog (/blogs, /blogs/{slug}; docs/product.md, "Blog"): anyone reads published posts; staff of
 * the Blog area (Admin and Manager) read every post and write them. The cover picture is uploaded
 * first at POST /api/media.
 */
export async function registerBlogRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    blogEndpoints,
    blogShapes,
    {
      list: ({ query }) => listPublishedPosts(db(), query),
      sitemap: () => listPublishedSlugs(db()),
      staffList: ({ query }) => listStaffPosts(db(), query),
      staffOne: ({ params }) => getStaffPost(db(), params),
      one: ({ params }) => readPublishedPost(db(), params),
      preview: ({ body }) => previewBlogBody(body),
      create: ({ body, request }) => createBlogPost(db(), body, actorOf(request)),
      update: ({ params, body, request }) => updateBlogPost(db(), { ...body, ...params }, actorOf(request)),
      remove: async ({ params, request }) => {
        await deleteBlogPost(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Blog'] },
  );
}
