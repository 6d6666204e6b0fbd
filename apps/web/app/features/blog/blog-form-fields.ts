import { blogPostInput } from '@facet/contracts/blog';
import { z } from '@facet/contracts/zod';

/*
 * The blog post form's fields, named as the API names them, so each line of the API's refusal
 * ("slug: …") lands beside its field. The API's own schema, with what a form sends for "none":
 * Conform reads an empty field as left out, so no cover picture is sent as nothing.
 */

export const blogFormFields = ['title', 'slug', 'summary', 'body', 'coverMediaId', 'state'] as const;

const coverMediaId = blogPostInput.shape.coverMediaId;
// Typed as the contract's field: what it gives is the same (safeExtend asks no wider input).
const noCover = z
  .preprocess((value) => value ?? null, coverMediaId)
  .optional()
  .default(null) as unknown as typeof coverMediaId;
export const blogFormSchema = blogPostInput.safeExtend({ coverMediaId: noCover });
