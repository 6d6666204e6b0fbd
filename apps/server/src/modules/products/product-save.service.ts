import { huidMessages } from '@facet/contracts/hallmark';
import { type Actor, mayChangeField } from '@facet/contracts/permissions';
import { comesComplete } from '@facet/contracts/product-variants';
import { maySellAsSetting } from '@facet/contracts/ring-builder';
import { type ProductForUpdate, type ProductIdParams } from '@facet/contracts/products';
import {
  type CreateProductInput,
  onlyRingsAreSettingsMessage,
  SETTING_WITHOUT_CENTRE_STONE,
  type UpdateProductInput,
} from '@facet/contracts/product-drafts';
import { toMilligrams } from '@facet/contracts/money';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { isStillReferenced, SQLSTATE, withConstraint } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deleteMedia } from '../media/media.service.ts';
import { lockPricing, repriceVariants } from '../pricing/repricing.service.ts';
import { type CatalogueLookups, loadCatalogueLookups } from './catalogue-lookups.ts';
import { getProductForUpdate } from './product-admin-reads.service.ts';
import { savePictures } from './product-pictures-save.ts';
import {
  deleteProductRow,
  insertProduct,
  listProductPictureIds,
  lockProduct,
  setProductListed,
  shareLockDiscount,
  updateProductRow,
} from './product-save.queries.ts';
import { attributesOf, type ProductDraft, saveVariants } from './product-variants-save.ts';
import { queueCollectionAlerts } from '../saved-searches/saved-search-collection-alerts-queue.service.ts';

/*
 * Jewellery changed in the back-office: create, save, unlist, relist, delete. A save is one
 * transaction: the product's fields, its variants (product-variants-save.ts), its pictures
 * (product-pictures-save.ts) and the prices of its variants. Anything wrong and nothing is
 * written. Every change is audited and drops the catalogue answers kept in memory.
 */

/** A setting is an engagement ring (the draft's schema says so first; the database holds it too). */
function refuseSettingOfAnotherKind(input: ProductDraft) {
  if (!input.hasAttachedStone && !maySellAsSetting(input.jewellerySubType)) {
    throw new AppError('unprocessable', `hasAttachedStone: ${onlyRingsAreSettingsMessage(input.jewellerySubType)}`);
  }
}

/** Writes the product's row, answering the database's setting rules with their sentences. */
function withSettingRules<T>(input: ProductDraft, write: () => Promise<T>): Promise<T> {
  const checks = [SQLSTATE.checkViolation];
  return withConstraint(
    'products_setting_is_engagement_ring',
    checks,
    () => new AppError('unprocessable', `hasAttachedStone: ${onlyRingsAreSettingsMessage(input.jewellerySubType)}`),
    () =>
      withConstraint(
        'products_setting_has_centre_stone',
        checks,
        () => new AppError('unprocessable', `centerStoneShapeAttribute: ${SETTING_WITHOUT_CENTRE_STONE}`),
        write,
      ),
  );
}

async function productColumns(tx: Database, input: ProductDraft, names: CatalogueLookups) {
  refuseSettingOfAnotherKind(input);
  if (input.discountId !== null) {
    // FOR SHARE: a discount being changed right now is changed before or after this save, never during.
    if (!(await shareLockDiscount(tx, input.discountId)))
      throw new AppError('bad-request', 'discountId: there is no such discount');
  }
  return {
    name: input.productName,
    description: input.productDescription,
    subTypeId: names.idOf('jewellerySubTypes', input.jewellerySubType, 'jewellerySubType'),
    stoneCategoryId: input.stoneCategory ? names.idOf('stoneCategories', input.stoneCategory, 'stoneCategory') : null,
    stoneColor: input.stoneColor,
    stoneClarity: input.stoneClarity,
    stoneCut: input.stoneCut,
    baseWeight: toMilligrams(input.baseWeight),
    genderId: names.idOf('genders', input.gender, 'gender'),
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
    discountId: input.discountId,
    hasAttachedStone: comesComplete(input.hasAttachedStone, input),
    attributes: attributesOf(input),
  };
}

/**
 * The exemption from HUIDs as the save sets it: left out or unchanged, nothing; changed, only by
 * an Admin (the editor is the Jewelleries area's, this one field is not).
 */
function exemptionColumn(
  input: ProductDraft,
  before: string | null,
  actor: Actor,
): { huidExemptReason?: string | null } {
  if (input.huidExemptReason === undefined || input.huidExemptReason === before) return {};
  if (!mayChangeField(actor.role, 'huidExemption')) throw new AppError('forbidden', huidMessages.exemptReasonNotAdmin);
  return { huidExemptReason: input.huidExemptReason };
}

/** A summary of the product for the audit log: enough to see what changed, not the whole draft. */
function auditSummary(input: ProductDraft) {
  return {
    name: input.productName,
    subType: input.jewellerySubType,
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
    discountId: input.discountId,
    attributes: attributesOf(input),
    changedVariants: input.variants.length,
    removedVariants: input.removedVariantIds.length,
    picturesAdded: input.mediaFile.length,
    picturesRemoved: input.filesToDelete.length,
    ...(input.huidExemptReason === undefined ? {} : { huidExemptReason: input.huidExemptReason }),
  };
}

/** POST /api/product: a new product with all its variants and pictures; prices are computed. */
export async function createProduct(db: Database, input: CreateProductInput, actor: Actor): Promise<ProductForUpdate> {
  const productId = await db.transaction(async (tx) => {
    await lockPricing(tx, 'read');
    const names = await loadCatalogueLookups(tx);
    const columns = await productColumns(tx, input, names);
    const exemption = exemptionColumn(input, null, actor);
    const productId = await withSettingRules(input, () =>
      insertProduct(tx, { ...columns, ...exemption, isListed: input.isListed ?? true, createdBy: actor.userId }),
    );
    await saveVariants(tx, productId, input, names, []);
    await savePictures(tx, productId, input, names);
    await repriceVariants(tx, { productIds: [productId] });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'product.created',
      entityType: 'product',
      entityId: String(productId),
      after: auditSummary(input),
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
    return productId;
  });
  return getProductForUpdate(db, { id: productId });
}

/** PUT /api/product: the product's fields, the changed variants, removed variants and pictures. */
export async function updateProduct(db: Database, input: UpdateProductInput, actor: Actor): Promise<ProductForUpdate> {
  await db.transaction(async (tx) => {
    await lockPricing(tx, 'read');
    const before = await lockProduct(tx, input.productId);
    if (!before) throw new AppError('not-found', 'There is no such product.');
    const names = await loadCatalogueLookups(tx);
    const columns = await productColumns(tx, input, names);
    const exemption = exemptionColumn(input, before.huidExemptReason, actor);
    await withSettingRules(input, () =>
      updateProductRow(tx, input.productId, {
        ...columns,
        ...exemption,
        ...(input.isListed === undefined ? {} : { isListed: input.isListed }),
        updateDate: new Date(),
      }),
    );
    await saveVariants(tx, input.productId, input, names, input.removedVariantIds);
    await savePictures(tx, input.productId, input, names);
    await repriceVariants(tx, { productIds: [input.productId] });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'product.changed',
      entityType: 'product',
      entityId: String(input.productId),
      before: {
        name: before.name,
        discountId: before.discountId,
        attributes: before.attributes,
        huidExemptReason: before.huidExemptReason,
      },
      after: auditSummary(input),
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
  });
  return getProductForUpdate(db, { id: input.productId });
}

async function setListed(db: Database, id: number, listed: boolean, actor: Actor): Promise<ProductForUpdate> {
  await db.transaction(async (tx) => {
    if (!(await setProductListed(tx, id, listed))) throw new AppError('not-found', 'There is no such product.');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: listed ? 'product.relisted' : 'product.unlisted',
      entityType: 'product',
      entityId: String(id),
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
  });
  return getProductForUpdate(db, { id });
}

/** PUT /api/product/unlist/{id}: the product leaves the shop; staff still see and edit it. */
export function unlistProduct(db: Database, input: ProductIdParams, actor: Actor): Promise<ProductForUpdate> {
  return setListed(db, input.id, false, actor);
}

/** PUT /api/product/relist/{id}: the product is back in the shop. */
export function relistProduct(db: Database, input: ProductIdParams, actor: Actor): Promise<ProductForUpdate> {
  return setListed(db, input.id, true, actor);
}

/**
 * DELETE /api/product/{id}: only a product nothing refers to (carts, wish lists and orders
 * hold on to its variants); otherwise it should be unlisted instead.
 */
export async function deleteProduct(db: Database, input: ProductIdParams, actor: Actor): Promise<void> {
  const { id } = input;
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before) throw new AppError('not-found', 'There is no such product.');
    const pictureIds = await listProductPictureIds(tx, id);
    try {
      await deleteProductRow(tx, id);
    } catch (error) {
      // Only this statement removes what others may point at: a refusal here is a reference to the product.
      if (isStillReferenced(error)) {
        throw new AppError(
          'conflict',
          'This product is in carts, wish lists or orders, so it cannot be deleted; unlist it instead.',
        );
      }
      throw error;
    }
    await deleteMedia(tx, { ids: pictureIds });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'product.deleted',
      entityType: 'product',
      entityId: String(id),
      before: { name: before.name, attributes: before.attributes },
    });
    await announceChange(tx, 'catalogue');
    await queueCollectionAlerts(tx);
  });
}
