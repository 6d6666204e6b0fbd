import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { deleteMedia } from '../media/media.service.ts';
import type { CatalogueLookups } from './catalogue-lookups.ts';
import {
  deleteProductPictures,
  listOwnedPictureIds,
  listPictureOwners,
  upsertProductPicture,
} from './product-save.queries.ts';
import type { ProductDraft } from './product-variants-save.ts';

/*
 * The pictures part of a product save, inside its transaction: pictures removed from the
 * product are deleted (their files by a job); pictures added were uploaded first through
 * POST /api/media and may belong to no other product; colour and order are kept per picture.
 */

export async function savePictures(
  tx: Database,
  productId: number,
  input: ProductDraft,
  names: CatalogueLookups,
): Promise<void> {
  if (input.filesToDelete.length > 0) {
    const ownedIds = await listOwnedPictureIds(tx, productId, input.filesToDelete);
    const stranger = input.filesToDelete.find((id) => !ownedIds.has(id));
    if (stranger) throw new AppError('bad-request', `filesToDelete: picture ${stranger} is not one of this product's`);
    await deleteProductPictures(tx, input.filesToDelete);
    await deleteMedia(tx, { ids: input.filesToDelete });
  }
  if (input.mediaFile.length === 0) return;
  const ids = input.mediaFile.map((file) => file.id);
  const knownById = await listPictureOwners(tx, ids);
  for (const [index, file] of input.mediaFile.entries()) {
    if (!knownById.has(file.id)) {
      throw new AppError(
        'bad-request',
        `mediaFile.${index}: the picture was not uploaded, or was removed; upload it again`,
      );
    }
    const owner = knownById.get(file.id);
    if (owner !== null && owner !== undefined && owner !== productId) {
      throw new AppError('bad-request', `mediaFile.${index}: the picture belongs to another product`);
    }
    if (input.filesToDelete.includes(file.id)) {
      throw new AppError('bad-request', `mediaFile.${index}: the picture is also listed in filesToDelete`);
    }
  }
  for (const [index, file] of input.mediaFile.entries()) {
    const values = {
      productId,
      mediaId: file.id,
      mediaCategoryId: names.idOf('mediaCategories', file.mediaCategory, `mediaFile.${index}.mediaCategory`),
      position: file.position ?? index,
    };
    await upsertProductPicture(tx, values);
  }
}
