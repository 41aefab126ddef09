import { Search, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { FilterForm } from "~/components/admin/filter-fields";
import { ListLoadError } from "~/components/admin/list-load-error";
import {
  MediaCard,
  type MediaCardData,
  MediaPlaceList,
  mediaTitle,
} from "~/components/admin/media/media-card";
import { Pagination } from "~/components/admin/pagination";
import { withParams } from "~/components/admin/query-string";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { requestInfoContext } from "~/context";
import type { MediaPlace } from "~/models/media.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { MEDIA_PAGE_SIZE, MediaPageQuerySchema, UNUSED_GRACE_HOURS } from "~/schemas/media";
import {
  deleteMediaAs,
  MediaInUseError,
  mediaImageOf,
  mediaLibraryOverview,
  removeUnusedMediaAs,
  removeUnusedSummary,
  storedSizes,
} from "~/services/media/library.server";
import { formatByteSize } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = MediaPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { items, total, counts } = await mediaLibraryOverview({
    search: query.q,
    unusedOnly: query.unused,
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
  });
  const sizes = await storedSizes(items);
  return {
    query,
    counts,
    total,
    pageSize: MEDIA_PAGE_SIZE,
    items: items.map(
      (item): MediaCardData => ({
        ...mediaImageOf(item),
        originalBytes: item.originalBytes,
        stored: item.shipped
          ? null
          : {
              bytes: sizes.get(item.id)?.bytes ?? 0,
              files: item.storageKeys.length,
              missing: sizes.get(item.id)?.missing ?? 0,
            },
        createdAt: item.createdAt,
        usedBy: item.usedBy,
      }),
    ),
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("remove-unused") }),
]);

export type MediaActionData =
  | { intent: "delete"; ok: true; message: string }
  | { intent: "delete"; ok: false; id: string; message: string; places: MediaPlace[] }
  | { intent: "remove-unused"; ok: boolean; message: string }
  | { intent: null; ok: false; message: string };

const DELETE_FAILED = "The image could not be deleted. Please try again.";
const REMOVE_FAILED = "Unused files could not be removed. Please try again.";

/**
 * Delete one image, or remove every unused one. A deleted image's message also travels in the
 * toast cookie (its card is gone); refusals and the removal report stay on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const form = await readForm(request);
  const parsed = ActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<MediaActionData>(
      { intent: null, ok: false, message: "The request was not understood." },
      { status: 400 },
    );
  }
  const input = parsed.data;
  if (input.intent === "delete") {
    try {
      const { bytesFreed } = await deleteMediaAs(actor, input.id);
      const message = `The image and its files were deleted, freeing ${formatByteSize(bytesFreed)}.`;
      return data<MediaActionData>(
        { intent: "delete", ok: true, message },
        {
          headers: await createToastHeaders({
            type: "success",
            title: "Image Deleted",
            description: message,
          }),
        },
      );
    } catch (error) {
      const places = error instanceof MediaInUseError ? error.places : [];
      const failure = formFailure(error, DELETE_FAILED);
      return data<MediaActionData>(
        { intent: "delete", ok: false, id: input.id, message: failure.message, places },
        { status: failure.status },
      );
    }
  }
  try {
    const report = await removeUnusedMediaAs(actor);
    return data<MediaActionData>({
      intent: "remove-unused",
      ok: true,
      message: removeUnusedSummary(report),
    });
  } catch (error) {
    const failure = formFailure(error, REMOVE_FAILED);
    return data<MediaActionData>(
      { intent: "remove-unused", ok: false, message: failure.message },
      { status: failure.status },
    );
  }
}

function ActionOutcome({ outcome }: { outcome: MediaActionData }) {
  if (outcome.ok) {
    return (
      <Alert
        tone="success"
        title={outcome.intent === "delete" ? "Image deleted" : "Unused files removed"}
      >
        <p>{outcome.message}</p>
      </Alert>
    );
  }
  return (
    <Alert
      tone="error"
      title={
        outcome.intent === "remove-unused"
          ? "Unused files were not removed"
          : "The image was not deleted"
      }
    >
      <p>{outcome.message}</p>
      {"places" in outcome && outcome.places.length > 0 ? (
        <div className="mt-2">
          <MediaPlaceList places={outcome.places} />
        </div>
      ) : null}
    </Alert>
  );
}

/** Asks before deleting an image; a refusal (the image is in use) is shown in the dialog. */
function DeleteDialog({
  item,
  trigger,
  onClose,
}: {
  item: MediaCardData | null;
  /** The button that opened the dialog, focused again when it closes (if its card remains). */
  trigger: HTMLElement | null;
  onClose: () => void;
}) {
  const deleter = useFetcher<MediaActionData>({ key: "media-delete" });
  const [shown, setShown] = useState<MediaCardData | null>(item);
  const submitted = useRef(false);
  // Both outlive the closing: the dialog keeps its text while it closes, and focus returns after.
  if (item && item !== shown) setShown(item);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (trigger) opener.current = trigger;
  }, [trigger]);
  const busy = deleter.state !== "idle";
  const outcome = deleter.data;

  useEffect(() => {
    if (!submitted.current || deleter.state !== "idle") return;
    submitted.current = false;
    if (outcome?.ok) onClose();
  }, [deleter.state, outcome, onClose]);

  const refusal =
    outcome && !outcome.ok && outcome.intent === "delete" && outcome.id === shown?.id
      ? outcome
      : null;
  const title = shown ? mediaTitle(shown) : "";
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          else document.getElementById("main")?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete this image?</DialogTitle>
          <DialogDescription>
            {shown?.stored
              ? `“${title}” and its ${shown.stored.files} stored files will be removed. This cannot be undone.`
              : `The library's record of “${title}” will be removed; its files ship with the site.`}
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <img
            src={shown.thumbnail.url}
            width={shown.thumbnail.width || undefined}
            height={shown.thumbnail.height || undefined}
            alt={shown.alt ?? ""}
            className="max-h-48 w-auto self-start rounded-sm"
          />
        ) : null}
        {refusal ? (
          <Alert tone="error" title="The image is in use">
            <p>{refusal.message}</p>
            {refusal.places.length > 0 ? (
              <div className="mt-2">
                <MediaPlaceList places={refusal.places} />
              </div>
            ) : null}
          </Alert>
        ) : null}
        <deleter.Form
          method="post"
          onSubmit={() => {
            submitted.current = true;
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={shown?.id ?? ""} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {refusal ? "Close" : "Keep it"}
            </Button>
            {refusal ? null : (
              <Button type="submit" variant="destructive" disabled={busy}>
                <Trash2 aria-hidden />
                {busy ? "Deleting…" : "Delete image"}
              </Button>
            )}
          </DialogFooter>
        </deleter.Form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveUnusedButton({ unused }: { unused: number }) {
  const remover = useFetcher<MediaActionData>({ key: "media-remove-unused" });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const busy = remover.state !== "idle";
  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value="remove-unused" />
        <Button ref={opener} type="submit" variant="outline" disabled={busy}>
          <Trash2 aria-hidden />
          {busy ? "Removing…" : "Remove unused files"}
        </Button>
      </Form>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Remove unused files?</DialogTitle>
            <DialogDescription>
              {unused === 1 ? "1 image is" : `${unused} images are`} not used by any article or
              aircraft. Each is deleted with all of its files, except those stored in the last{" "}
              {UNUSED_GRACE_HOURS} hours, which may belong to an article not saved yet. Files in the
              media folder that no image owns are removed too. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <remover.Form method="post" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="remove-unused" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Keep them
              </Button>
              <Button type="submit" variant="destructive">
                Remove unused files
              </Button>
            </DialogFooter>
          </remover.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}

export default function MediaLibraryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, counts, items, total, pageSize } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const remover = useFetcher<MediaActionData>({ key: "media-remove-unused" });
  const [deleting, setDeleting] = useState<{
    item: MediaCardData;
    trigger: HTMLElement | null;
  } | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/media";
  const outcome = remover.state === "idle" ? (remover.data ?? actionData) : actionData;
  const filtered = Boolean(query.q) || query.unused;

  return (
    <AdminPage
      title="Media Library"
      description={`${counts.total} ${counts.total === 1 ? "image" : "images"} · ${counts.unused} unused`}
      actions={<RemoveUnusedButton unused={counts.unused} />}
    >
      <FilterForm label="Search the media library" className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1 basis-56">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <label htmlFor="media-search" className="sr-only">
            Search by file name or alt text
          </label>
          <Input
            id="media-search"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search by file name or alt text"
            className="pl-9"
          />
        </div>
        <label htmlFor="media-unused" className="flex items-center gap-2 text-sm text-ink-800">
          <Checkbox
            id="media-unused"
            name="unused"
            value="1"
            defaultChecked={query.unused}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          />
          Unused only
        </label>
        <Button type="submit" variant="outline" disabled={searching}>
          Search
        </Button>
      </FilterForm>

      {outcome ? <ActionOutcome outcome={outcome} /> : null}

      {items.length === 0 ? (
        <div className="rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center">
          {total > 0 ? (
            <>
              <p className="text-ink-800">There are no images on this page.</p>
              <Button asChild variant="link" className="mt-2">
                <Link to={withParams(location.search, { page: null })}>Go to the first page</Link>
              </Button>
            </>
          ) : filtered ? (
            <>
              <p className="text-ink-800">No images match these filters.</p>
              <Button asChild variant="link" className="mt-2">
                <Link to="/admin/media">Show all images</Link>
              </Button>
            </>
          ) : (
            <p className="text-ink-800">
              No images yet. Images uploaded for articles and aircraft appear here.
            </p>
          )}
        </div>
      ) : (
        <ul
          aria-label="Images"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onDelete={(chosen, trigger) => setDeleting({ item: chosen, trigger })}
            />
          ))}
        </ul>
      )}
      {total > 0 ? <Pagination page={query.page} pageSize={pageSize} total={total} /> : null}

      <DeleteDialog
        item={deleting?.item ?? null}
        trigger={deleting?.trigger ?? null}
        onClose={closeDelete}
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <ListLoadError
      pageTitle="Media Library"
      alertTitle="Error Loading Media"
      fallback="Failed to load the media library"
      href="/admin/media"
    />
  );
}
