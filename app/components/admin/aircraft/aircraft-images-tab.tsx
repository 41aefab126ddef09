import {
  ArrowDown,
  ArrowUp,
  GripVertical,
  ImagePlus,
  LoaderCircle,
  Star,
  Trash2,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { useRevalidator } from "react-router";
import { notify } from "~/components/admin/notify";
import { imageSource } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { AircraftPhoto } from "~/models/aircraft-image.server";
import { AIRCRAFT_PHOTO_MAX_BYTES } from "~/schemas/aircraft-photos";
import { cn } from "~/utils/cn";
import type { AdminAircraftView } from "./types";

const ACCEPT = {
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
};

type PhotosAnswer = { photos?: AircraftPhoto[] };

/**
 * The Images tab: the aircraft's photos in gallery order. Drop or pick many photos to upload
 * them; reorder by dragging a photo or with its Move up / Move down buttons; set the hero, the
 * caption and the alt text (required before listing); delete. Every change is saved at once
 * through the photo endpoints, apart from the details form around it.
 */
export function AircraftImagesTab({ aircraft }: { aircraft: AdminAircraftView | null }) {
  if (!aircraft) {
    return (
      <p className="text-sm text-muted-foreground">
        Save the aircraft first, then add its photos here.
      </p>
    );
  }
  return <AircraftPhotoManager key={aircraft.id} aircraftId={aircraft.id} name={aircraft.name} />;
}

function AircraftPhotoManager({ aircraftId, name }: { aircraftId: string; name: string }) {
  const [photos, setPhotos] = useState<AircraftPhoto[] | null>(null);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const base = `/api/aircraft/${aircraftId}/images`;

  useEffect(() => {
    let cancelled = false;
    fetch(base)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as PhotosAnswer;
        if (!cancelled) setPhotos(body.photos ?? []);
      })
      .catch(() => {
        if (!cancelled) notify.error("Photos not loaded", "Reload the page to try again.");
      });
    return () => {
      cancelled = true;
    };
  }, [base]);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !photos) return;
    focusAfterMove.current = null;
    const index = photos.findIndex((photo) => photo.id === target.id);
    // Keep focus on the moved photo's button; at an end, on the one that can still act.
    const preferred = `${target.id}:${target.direction}`;
    const other = `${target.id}:${target.direction === "up" ? "down" : "up"}`;
    const atEnd = target.direction === "up" ? index === 0 : index === photos.length - 1;
    moveButtons.current.get(atEnd ? other : preferred)?.focus();
  }, [photos]);

  /** Sends one change; the answer is the photos as stored, which replace what is shown. */
  async function send(
    request: Promise<Response>,
    failureTitle: string,
    fallback: string,
  ): Promise<boolean> {
    try {
      const response = await request;
      if (!response.ok) {
        await notify.failure(failureTitle, response, fallback);
        return false;
      }
      const body = (await response.json()) as PhotosAnswer;
      if (body.photos) setPhotos(body.photos);
      // The cards and the page behind the dialog show the hero.
      void revalidator.revalidate();
      return true;
    } catch {
      notify.error(failureTitle, fallback);
      return false;
    }
  }

  async function uploadAll(files: File[]) {
    setUploading({ done: 0, total: files.length });
    let added = 0;
    for (const [index, file] of files.entries()) {
      const body = new FormData();
      body.set("file", file);
      const ok = await send(
        fetch(base, { method: "POST", body }),
        `${file.name} not uploaded`,
        "Failed to upload the photo. Please try again.",
      );
      if (ok) added++;
      setUploading({ done: index + 1, total: files.length });
    }
    setUploading(null);
    if (added > 0) {
      const message = added === 1 ? "1 photo added" : `${added} photos added`;
      setAnnouncement(message);
      notify.success(message);
    }
  }

  async function reorder(ids: string[]) {
    if (!photos) return;
    const previous = photos;
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    setPhotos(ids.flatMap((id) => byId.get(id) ?? []));
    const ok = await send(
      fetch(base, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids }),
      }),
      "Order not saved",
      "Failed to save the order. Please try again.",
    );
    if (!ok) setPhotos(previous);
  }

  function move(id: string, direction: "up" | "down") {
    if (!photos) return;
    const index = photos.findIndex((photo) => photo.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= photos.length) return;
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[target]] = [ids[target] ?? id, ids[index] ?? id];
    focusAfterMove.current = { id, direction };
    setAnnouncement(`Photo moved to position ${target + 1} of ${photos.length}`);
    void reorder(ids);
  }

  function drop(targetId: string) {
    if (!photos || !dragged || dragged === targetId) return;
    const ids = photos.map((photo) => photo.id).filter((id) => id !== dragged);
    ids.splice(ids.indexOf(targetId) + (isAfter(photos, dragged, targetId) ? 1 : 0), 0, dragged);
    setDragged(null);
    void reorder(ids);
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    maxSize: AIRCRAFT_PHOTO_MAX_BYTES,
    minSize: 1,
    disabled: uploading !== null,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: (files) => void uploadAll(files),
    onDropRejected: (rejections) => {
      for (const rejection of rejections) {
        const tooLarge = rejection.errors[0]?.code === "file-too-large";
        notify.error(
          tooLarge ? "File Too Large" : "Invalid File Type",
          tooLarge
            ? `${rejection.file.name}: please upload a photo smaller than 20MB.`
            : `${rejection.file.name}: please upload a JPG, PNG, GIF or WebP image.`,
        );
      }
    },
  });

  const missingAlt = photos?.filter((photo) => !photo.alt.trim()).length ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <div
        {...getRootProps({
          className: cn(
            "flex flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-ink-900/20 bg-white px-6 py-6 text-center text-sm text-ink-700 transition-colors",
            isDragActive && "border-gold-600 bg-gold-300/10",
            uploading && "opacity-60",
          ),
        })}
      >
        <input
          {...getInputProps({
            "aria-label": `Upload photos of the ${name}`,
            "data-testid": "aircraft-photo-input",
          })}
        />
        {uploading ? (
          <p className="flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            Uploading {Math.min(uploading.done + 1, uploading.total)} of {uploading.total}…
          </p>
        ) : (
          <>
            <ImagePlus aria-hidden className="size-6 text-gold-700" />
            <p>{isDragActive ? "Drop the photos here" : "Drop photos here, or"}</p>
            <Button type="button" variant="outline" size="sm" onClick={open}>
              Choose photos
            </Button>
            <p className="text-xs text-muted-foreground">
              JPG, PNG, GIF or WebP, up to 20MB each; several at once
            </p>
          </>
        )}
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {photos === null ? (
        <p className="text-sm text-muted-foreground">Loading photos…</p>
      ) : photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No images for this aircraft yet.</p>
      ) : (
        <>
          {missingAlt > 0 ? (
            <p role="status" className="text-sm text-destructive">
              {missingAlt === 1
                ? "1 photo needs alt text before this aircraft can be listed."
                : `${missingAlt} photos need alt text before this aircraft can be listed.`}
            </p>
          ) : null}
          <ol className="flex flex-col gap-3" aria-label="Photos in gallery order">
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                dragging={dragged === photo.id}
                onDragStart={() => setDragged(photo.id)}
                onDragEnd={() => setDragged(null)}
                onDrop={() => drop(photo.id)}
                onMove={(direction) => move(photo.id, direction)}
                moveButtonRef={(direction, element) =>
                  moveButtons.current.set(`${photo.id}:${direction}`, element)
                }
                onSaveText={(text) =>
                  send(
                    fetch(`${base}/${photo.id}`, {
                      method: "PATCH",
                      headers: { "Content-Type": "application/json" },
                      body: JSON.stringify(text),
                    }),
                    "Photo not saved",
                    "Failed to save the caption and alt text. Please try again.",
                  )
                }
                onSetHero={() =>
                  send(
                    fetch(`${base}/${photo.id}`, {
                      method: "PATCH",
                      headers: { "Content-Type": "application/json" },
                      body: JSON.stringify({ hero: true }),
                    }),
                    "Hero not set",
                    "Failed to set the hero photo. Please try again.",
                  ).then((ok) => {
                    if (ok) setAnnouncement(`Photo ${index + 1} is now the hero`);
                  })
                }
                onDelete={() =>
                  send(
                    fetch(`${base}/${photo.id}`, { method: "DELETE" }),
                    "Photo not deleted",
                    "Failed to delete the photo. Please try again.",
                  ).then((ok) => {
                    if (ok) setAnnouncement("Photo deleted");
                  })
                }
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function isAfter(photos: AircraftPhoto[], dragged: string, target: string) {
  const ids = photos.map((photo) => photo.id);
  return ids.indexOf(dragged) < ids.indexOf(target);
}

function PhotoRow({
  photo,
  index,
  count,
  dragging,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  moveButtonRef,
  onSaveText,
  onSetHero,
  onDelete,
}: {
  photo: AircraftPhoto;
  index: number;
  count: number;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
  onMove: (direction: "up" | "down") => void;
  moveButtonRef: (direction: "up" | "down", element: HTMLButtonElement | null) => void;
  onSaveText: (text: { caption: string; alt: string }) => Promise<boolean>;
  onSetHero: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Only the grip starts a drag, so selecting text in the fields still works.
  const [dragArmed, setDragArmed] = useState(false);
  const changed = caption.trim() !== photo.caption || alt.trim() !== photo.alt;
  const position = index + 1;
  const label = photo.caption || `Photo ${position}`;

  async function save() {
    if (!changed || saving) return;
    setSaving(true);
    await onSaveText({ caption: caption.trim(), alt: alt.trim() });
    setSaving(false);
  }

  // The tab sits inside the details form: Enter in a photo's field saves the photo, not the form.
  const saveOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void save();
  };

  return (
    <li
      data-testid="aircraft-photo"
      aria-label={`Photo ${position} of ${count}${photo.hero ? ", hero" : ""}`}
      draggable={dragArmed}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", photo.id);
        onDragStart();
      }}
      onDragEnd={() => {
        setDragArmed(false);
        onDragEnd();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onDrop();
      }}
      className={cn(
        "grid gap-4 rounded-md border border-ink-900/10 bg-white p-3 sm:grid-cols-[auto_10rem_1fr]",
        dragging && "opacity-50",
        photo.hero && "border-gold-600",
      )}
    >
      <div className="flex items-center gap-1 sm:flex-col sm:justify-center">
        <GripVertical
          aria-hidden
          onPointerDown={() => setDragArmed(true)}
          onPointerUp={() => setDragArmed(false)}
          className="hidden size-5 cursor-grab text-ink-400 sm:block"
        />
        <Button
          ref={(element) => moveButtonRef("up", element)}
          type="button"
          variant="ghost"
          size="icon"
          disabled={index === 0}
          onClick={() => onMove("up")}
          aria-label={`Move ${label} up`}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          ref={(element) => moveButtonRef("down", element)}
          type="button"
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          onClick={() => onMove("down")}
          aria-label={`Move ${label} down`}
        >
          <ArrowDown aria-hidden />
        </Button>
      </div>
      <div className="relative">
        <img
          {...imageSource(photo.rendition.src, photo.rendition, "photo")}
          sizes="160px"
          alt=""
          loading="lazy"
          className="aspect-[3/2] w-full rounded-sm bg-ink-900 object-cover"
        />
        {photo.hero ? (
          <Badge className="absolute top-2 left-2">
            <Star aria-hidden className="size-3" />
            Hero
          </Badge>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="grid gap-3 md:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-caption`}>Caption</Label>
            <Input
              id={`${id}-caption`}
              value={caption}
              maxLength={200}
              onChange={(event) => setCaption(event.currentTarget.value)}
              onKeyDown={saveOnEnter}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-alt`}>
              Alt text <span className="text-destructive">(required to list)</span>
            </Label>
            <Input
              id={`${id}-alt`}
              value={alt}
              maxLength={300}
              aria-invalid={!photo.alt.trim() || undefined}
              aria-describedby={`${id}-alt-hint`}
              onChange={(event) => setAlt(event.currentTarget.value)}
              onKeyDown={saveOnEnter}
            />
            <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
              What the photo shows, for visitors who cannot see it.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            size="sm"
            disabled={!changed || saving}
            onClick={() => void save()}
            aria-label={`Save caption and alt text of ${label}`}
          >
            {saving ? "Saving…" : changed ? "Save" : "Saved"}
          </Button>
          {photo.hero ? null : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={onSetHero}
              aria-label={`Set ${label} as hero`}
            >
              <Star aria-hidden />
              Set as hero
            </Button>
          )}
          {confirmingDelete ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="destructive"
                onClick={() => {
                  setConfirmingDelete(false);
                  onDelete();
                }}
                aria-label={`Confirm deleting ${label}`}
              >
                Delete photo
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setConfirmingDelete(false)}
              >
                Keep
              </Button>
            </>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setConfirmingDelete(true)}
              aria-label={`Delete ${label}`}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
