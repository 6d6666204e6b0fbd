import { productDiscountEndpoints } from '@facet/contracts/product-discount-endpoints';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { styleDiscountEndpoints } from '@facet/contracts/style-discount-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { createProductInput, updateProductInput } from '@facet/contracts/product-drafts';
import { describeIssues, type z } from '@facet/contracts/zod';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Navigate,
  Outlet,
  redirect,
  useFetcher,
  useLocation,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/editor';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import {
  buildProductPayload,
  effectiveProgress,
  issuesFromApi,
  type ProductPayload,
  validateDraft,
} from '../../../features/jewellery-editor/draft-payload.ts';
import { clearNewDraft, readNewDraft, writeNewDraft } from '../../../features/jewellery-editor/draft-storage.ts';
import { JewelleryEditorProvider } from '../../../features/jewellery-editor/editor-context.tsx';
import {
  baselineFromProduct,
  canOpenStep,
  comparableDraft,
  createEmptyDraft,
  draftFromProduct,
  type EditorDraft,
  emptyBaseline,
  firstIncompleteStep,
  fullProgress,
  noProgress,
  stepOfPath,
} from '../../../features/jewellery-editor/editor-draft.ts';
import { LeaveGuard } from '../../../features/jewellery-editor/leave-guard.tsx';
import { StepNavigation } from '../../../features/jewellery-editor/step-navigation.tsx';
import type { ApiClient, ApiFailure } from '../../../lib/api-client.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { useResultToast } from '../../../lib/use-result-toast.ts';
import { toast } from '../../../lib/toast.ts';

/*
 * The jewellery editor: the layout of its three steps, for a new product
 * (/jewelleries/new) and an existing one (/jewelleries/edit/{id}); this file serves both route
 * ids. It loads what the steps need, holds the draft, guards the steps' order and saves.
 */

const FETCH_FAILED = 'Failed to fetch jewellery detail';

function productIdOf(params: object): number | null {
  const raw = (params as { id?: string }).id;
  if (raw === undefined) return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such product.', { status: 404 });
  return id;
}

/**
 * Only the jewellery area's staff may open the editor: checked before any loader of it or its
 * steps runs (the first step's redirect included) and before a save, so that another role gets
 * the 403 page at the address it asked for.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireArea(context, request, 'jewelleries');
  },
];

/** The server's first page says which piece it is: the loader's data reaches it (see the component). */
export function meta({ loaderData, params }: Route.MetaArgs) {
  const name = loaderData?.product?.productName;
  if (name) return [{ title: `Edit ${name} · Back-office` }];
  const editing = (params as { id?: string }).id !== undefined;
  return [{ title: editing ? 'Edit jewellery · Back-office' : 'New jewellery · Back-office' }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const productId = productIdOf(params);
  const api = apiFor(context);
  const [product, discounts, styleDiscounts] = await Promise.all([
    productId === null ? null : api.call(productEndpoints.forUpdate, { params: { id: productId } }),
    api.call(productDiscountEndpoints.list),
    api.call(styleDiscountEndpoints.list),
  ]);
  if (product && !product.isSuccess) {
    if (product.statusCode === 404) throw new Response('There is no such product.', { status: 404 });
    throw data(FETCH_FAILED, { status: product.statusCode });
  }
  return {
    mode: productId === null ? ('new' as const) : ('edit' as const),
    basePath: productId === null ? '/jewelleries/new' : `/jewelleries/edit/${productId}`,
    product: product?.data ?? null,
    discounts: discounts.isSuccess ? discounts.data : [],
    styleDiscounts: styleDiscounts.isSuccess ? styleDiscounts.data : [],
    discountsMissing: !discounts.isSuccess || !styleDiscounts.isSuccess,
  };
}

/**
 * In the browser: a new product's draft comes back from this tab's storage, and a step that
 * may not be opened yet — a typed or bookmarked URL — sends staff to the first incomplete one.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  const storedDraft = loaded.mode === 'new' ? readNewDraft() : null;
  const progress = loaded.mode === 'edit' ? fullProgress : (storedDraft?.progress ?? noProgress);
  const step = stepOfPath(new URL(request.url).pathname);
  if (step && !canOpenStep(step, progress)) throw redirect(`${loaded.basePath}/${firstIncompleteStep(progress)}`);
  return { ...loaded, storedDraft, inBrowser: true as const };
}
// Run on hydration too. There is no HydrateFallback export: the server renders the component
// with the server loader's data (an export would withhold it from the page, and from its title),
// and the component shows its placeholder until this has run.
clientLoader.hydrate = true as const;

export const shouldRevalidate = notAfterSave;

interface SaveOutcome {
  ok: boolean;
  message: string;
  errors: string[];
  productId?: number;
}

/** A draft the API's schema refuses, in the API's own words (a 400), without asking it. */
function refused(error: z.ZodError): ApiFailure {
  return {
    statusCode: 400,
    errorMessages: describeIssues(error.issues),
    data: null,
    isSuccess: false,
    errorKind: 'bad-request',
  };
}

/**
 * Sends the draft the browser built (buildProductPayload), read with the API's own schema as the
 * API reads it, so that what is sent is of the body's type: POST /api/product for a new piece,
 * PUT for an existing one.
 */
async function saveDraft(api: ApiClient, payload: object, productId: number | null) {
  if (productId === null) {
    const draft = createProductInput.safeParse(payload);
    return draft.success ? api.call(productEndpoints.create, { body: draft.data }) : refused(draft.error);
  }
  const draft = updateProductInput.safeParse({ ...payload, productId });
  return draft.success ? api.call(productEndpoints.update, { body: draft.data }) : refused(draft.error);
}

/** Saves the draft: POST /api/product for a new piece, PUT for an existing one. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const productId = productIdOf(params);
  let payload: unknown;
  try {
    payload = ((await request.json()) as { payload?: unknown }).payload;
  } catch {
    payload = undefined;
  }
  if (typeof payload !== 'object' || payload === null) {
    return data<SaveOutcome>({ ok: false, message: SOMETHING_IS_WRONG, errors: [] }, { status: 400 });
  }
  const result = await saveDraft(apiFor(context), payload, productId);
  if (!result.isSuccess) {
    const message =
      result.errorMessages.length === 1
        ? `The jewellery is not saved: ${result.errorMessages[0]}`
        : `The jewellery is not saved: ${result.errorMessages.length} problems, listed on the page.`;
    return data<SaveOutcome>({ ok: false, message, errors: result.errorMessages }, { status: result.statusCode });
  }
  return data<SaveOutcome>({
    ok: true,
    message: `${result.data.productName} is saved.`,
    errors: [],
    productId: result.data.productId,
  });
}

/** The server's page and the browser's first render, until the draft is read from this tab. */
function EditorPlaceholder({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <PageHeader title={title} />
      <div className="mb-8 grid gap-2 sm:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-14 animate-pulse rounded-md bg-sand/50" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-md bg-sand/40" />
      <p className="sr-only">Opening the editor…</p>
      <noscript>
        <p className="mt-6 text-sm text-graphite">The jewellery editor needs JavaScript.</p>
      </noscript>
    </div>
  );
}

export default function JewelleryEditorLayout({ loaderData }: Route.ComponentProps) {
  if (!('inBrowser' in loaderData)) {
    return <EditorPlaceholder title={loaderData.product ? loaderData.product.productName : 'New jewellery'} />;
  }
  // A different product (or new after edit) starts a fresh editor.
  return <Editor key={loaderData.basePath} loaded={loaderData} />;
}

type Loaded = Awaited<ReturnType<typeof clientLoader>>;

function initialDraft(loaded: Loaded): EditorDraft {
  if (loaded.product) return draftFromProduct(loaded.product);
  return loaded.storedDraft ?? createEmptyDraft();
}

function Editor({ loaded }: { loaded: Loaded }) {
  const root = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const { mode, basePath, product } = loaded;
  const [draft, setDraft] = useState<EditorDraft>(() => initialDraft(loaded));
  const [generation, setGeneration] = useState(0);
  // What "no changes" means: the product as loaded, or an empty draft.
  const [pristine] = useState(() => comparableDraft(product ? draftFromProduct(product) : createEmptyDraft()));
  const [baseline] = useState(() => (product ? baselineFromProduct(product) : emptyBaseline));
  const allowLeaving = useRef(false);
  const fetcher = useFetcher<typeof action>();
  const [sent, setSent] = useState<ProductPayload | null>(null);

  // Checking 400 variants on every keystroke would slow typing; the check may trail a moment behind.
  const checkedDraft = useDeferredValue(draft);
  const issues = useMemo(() => validateDraft(checkedDraft, baseline), [checkedDraft, baseline]);
  const progress = effectiveProgress(draft, issues);
  const dirty = comparableDraft(draft) !== pristine;

  useEffect(() => {
    if (mode === 'new' && !allowLeaving.current) writeNewDraft(draft);
  }, [draft, mode]);

  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useResultToast(outcome);
  useEffect(() => {
    if (!outcome?.ok || outcome.productId === undefined) return;
    allowLeaving.current = true;
    if (mode === 'new') clearNewDraft();
    void navigate(`/jewelleries/detail/${outcome.productId}`);
  }, [outcome, mode, navigate]);
  const apiIssues = useMemo(
    () => (outcome && !outcome.ok && sent ? issuesFromApi(outcome.errors, sent) : []),
    [outcome, sent],
  );

  const save = useCallback(() => {
    const payload = buildProductPayload(draft, baseline);
    setSent(payload);
    void fetcher.submit({ payload }, { method: 'post', action: basePath, encType: 'application/json' });
  }, [draft, baseline, fetcher, basePath]);

  const startOver = () => {
    clearNewDraft();
    setDraft(createEmptyDraft());
    setGeneration((n) => n + 1);
    void navigate(`${basePath}/general-info`, { replace: true });
  };

  const step = stepOfPath(location.pathname);
  const blocked = step !== null && !canOpenStep(step, progress);
  const saving = fetcher.state !== 'idle';
  if (!root) return null;

  return (
    <JewelleryEditorProvider
      key={generation}
      mode={mode}
      basePath={basePath}
      productName={product?.productName ?? null}
      draft={draft}
      setDraft={setDraft}
      baseline={baseline}
      issues={issues}
      discounts={loaded.discounts}
      styleDiscounts={loaded.styleDiscounts}
      metals={root.metals}
      pricing={root.pricing}
      apiIssues={apiIssues}
      saving={saving}
      save={save}
    >
      {saving ? (
        <div className="fixed inset-x-0 top-0 z-40 h-1 overflow-hidden bg-sand" role="progressbar" aria-label="Saving">
          <div className="h-full w-full animate-pulse bg-gold-deep" />
        </div>
      ) : null}
      <PageHeader
        title={product ? product.productName : 'New jewellery'}
        description={
          mode === 'new'
            ? 'Three steps: the piece, its attributes, then its variants and prices. The draft is kept in this tab until you save it.'
            : 'Change what you need in any step, then save on the Variants step. Existing SKUs stay as they are.'
        }
        actions={
          <>
            {dirty ? (
              <span className="self-center rounded-full bg-amber-50 px-3 py-1 text-xs text-amber-800">
                Unsaved changes
              </span>
            ) : null}
            {mode === 'new' && dirty ? (
              <ConfirmDialog
                title="Start over?"
                description="The draft — its details, attributes, variants and the pictures chosen for it — is discarded."
                confirmLabel="Discard and start over"
                danger
                onConfirm={startOver}
                trigger={
                  <button type="button" className="button-secondary px-5 py-2">
                    Start over
                  </button>
                }
              />
            ) : null}
            <Link
              to={product ? `/jewelleries/detail/${product.productId}` : '/jewelleries'}
              className="button-secondary px-5 py-2"
            >
              {product ? 'Back to the piece' : 'Back to the list'}
            </Link>
          </>
        }
      />
      {loaded.discountsMissing ? (
        <p className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The discounts could not be loaded, so prices below are shown without them.
        </p>
      ) : null}
      {root.pricing.profitRate === undefined ? (
        <p className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The margin is not available to this account, so prices below are shown without it.
        </p>
      ) : null}
      <StepNavigation basePath={basePath} progress={progress} />
      {blocked ? <Navigate to={`${basePath}/${firstIncompleteStep(progress)}`} replace /> : <Outlet />}
      <LeaveGuard
        dirty={dirty}
        basePath={basePath}
        mode={mode}
        allowLeaving={allowLeaving}
        onDiscard={() => {
          allowLeaving.current = true;
          clearNewDraft();
        }}
      />
    </JewelleryEditorProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  useEffect(() => {
    if (status !== 404 && status !== 403) toast.error(FETCH_FAILED);
  }, [status]);
  // A role that may not open the editor gets the back-office layout's 403 page, not a failed fetch.
  if (status === 403) throw error;
  if (status === 404) return <NotFoundPage />;
  return (
    <div className="rounded-md border border-red-200 bg-red-50 px-6 py-8 text-sm text-red-900" role="alert">
      <h1 className="font-display text-3xl text-ink">{FETCH_FAILED}</h1>
      <p className="mt-2">The piece could not be opened for editing. Please try again in a moment.</p>
      <Link to="/jewelleries" className="button-secondary mt-6 px-5 py-2">
        All jewellery
      </Link>
    </div>
  );
}
