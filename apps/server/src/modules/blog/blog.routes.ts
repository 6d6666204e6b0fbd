import {
  blogListQuery,
  blogPostAnswer,
  blogPostIdParams,
  blogPostInput,
  blogPostRecord,
  blogPostSummary,
  blogPreviewInput,
  blogPreviewRecord,
  blogSitemapRecord,
  blogSlugParams,
  blogStaffListQuery,
} from '@facet/contracts/blog';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const everyone = { access: 'public' } as const;
  const staff = { access: 'blog' } as const;
  const tags = ['Blog'];
  const onePost = { 200: envelopeSchema(blogPostRecord) };

  api.get(
    '/api/blog',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Published posts, newest published first',
        querystring: blogListQuery,
        response: { 200: envelopeSchema(pagedSchema(blogPostSummary)) },
      },
    },
    async (request) => successEnvelope(await listPublishedPosts(db(), request.query)),
  );
  api.get(
    '/api/blog/sitemap',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Every published post’s slug and when it last changed, for sitemap.xml',
        response: { 200: envelopeSchema(z.array(blogSitemapRecord)) },
      },
    },
    async () => successEnvelope(await listPublishedSlugs(db())),
  );
  api.get(
    '/api/blog/staff',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every post, drafts included, newest first',
        querystring: blogStaffListQuery,
        response: { 200: envelopeSchema(pagedSchema(blogPostRecord)) },
      },
    },
    async (request) => successEnvelope(await listStaffPosts(db(), request.query)),
  );
  api.get(
    '/api/blog/staff/:id',
    { config: staff, schema: { tags, summary: 'One post as written', params: blogPostIdParams, response: onePost } },
    async (request) => successEnvelope(await getStaffPost(db(), request.params)),
  );
  api.get(
    '/api/blog/:slug',
    {
      config: everyone,
      schema: {
        tags,
        summary:
          'A published post with its body as sanitised HTML; for a slug it had before, `redirectTo` its slug now ' +
          '(a permanent redirect). A draft or an unknown slug: 404',
        params: blogSlugParams,
        response: { 200: envelopeSchema(blogPostAnswer) },
      },
    },
    async (request) => successEnvelope(await readPublishedPost(db(), request.params)),
  );
  api.post(
    '/api/blog/preview',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Markdown rendered and sanitised as the post’s page would show it (the editor’s live preview)',
        body: blogPreviewInput,
        response: { 200: envelopeSchema(blogPreviewRecord) },
      },
    },
    async (request) => successEnvelope(await previewBlogBody(request.body)),
  );
  api.post(
    '/api/blog',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Write a post (its slug made from the title when left out; 409 when another post has or had it)',
        body: blogPostInput,
        response: { 201: envelopeSchema(blogPostRecord) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(successEnvelope(await createBlogPost(db(), request.body, actorOf(request)), 201)),
  );
  api.put(
    '/api/blog/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a post (once published, a changed slug keeps the old one as a redirect)',
        params: blogPostIdParams,
        body: blogPostInput,
        response: onePost,
      },
    },
    async (request) =>
      successEnvelope(await updateBlogPost(db(), { ...request.body, ...request.params }, actorOf(request))),
  );
  api.delete(
    '/api/blog/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a post and its earlier slugs',
        params: blogPostIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteBlogPost(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
