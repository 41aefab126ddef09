import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";
import { ARTICLE_IMAGE_MAX_BYTES } from "~/schemas/article";
import { cn } from "~/utils/cn";

const ACCEPT = {
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
};

/** The upload failure texts, by what went wrong. */
export function uploadFailure(status: number, serverMessage: string | undefined) {
  switch (status) {
    case 401:
      return "Upload failed: Please make sure you're logged in and try again.";
    case 403:
      return "Upload failed: Storage permissions issue. Please contact support.";
    case 409:
      return "A file with this name already exists. Please try again.";
    case 413:
      return serverMessage ?? "Please upload an image smaller than 5MB.";
    case 415:
      return serverMessage ?? "Please upload an image file.";
    default:
      return "Failed to upload image. Please try again.";
  }
}

function rejectionToast(rejections: FileRejection[]) {
  const code = rejections[0]?.errors[0]?.code;
  if (code === "too-many-files") {
    notify.error("Upload Failed", "Please upload one image at a time.");
  } else if (code === "file-too-large") {
    notify.error("File Too Large", "Please upload an image smaller than 5MB.");
  } else if (code === "file-too-small") {
    notify.error("Upload Failed", "The file is empty.");
  } else {
    notify.error("Invalid File Type", "Please upload an image file.");
  }
}

/**
 * The article image: drop or pick one image, uploaded at once to /api/article-images; the
 * stored URL goes into a hidden `name` input so it submits with the form. While uploading the
 * zone is disabled; a failed upload brings the previous image back.
 */
export function ArticleImageField({
  id,
  name,
  defaultValue,
  error,
  uploadLabel = "Upload an article image",
  onUploaded,
}: {
  id: string;
  name: string;
  defaultValue: string | null | undefined;
  error?: string;
  /** What the file input is called for screen readers. */
  uploadLabel?: string;
  /** Called once the hidden input holds a new value (the form tells edits apart by it). */
  onUploaded?: () => void;
}) {
  const [value, setValue] = useState(defaultValue ?? "");
  const [changes, setChanges] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the value
  useEffect(() => {
    if (changes > 0) onUploaded?.();
  }, [changes]);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File) {
    setUploading(true);
    setPreview(URL.createObjectURL(file));
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/api/article-images", { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as {
        url?: string;
        error?: string;
      };
      if (!response.ok || !result.url) {
        const title =
          response.status === 413
            ? "File Too Large"
            : response.status === 415
              ? "Invalid File Type"
              : "Upload Failed";
        notify.error(title, uploadFailure(response.status, result.error));
        return;
      }
      setValue(result.url);
      setChanges((count) => count + 1);
      notify.success("Image Uploaded Successfully");
    } catch {
      notify.error("Upload Failed", "Failed to upload image. Please try again.");
    } finally {
      setPreview(null);
      setUploading(false);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: ARTICLE_IMAGE_MAX_BYTES,
    minSize: 1,
    disabled: uploading,
    // The zone is a drop target and a click target; keyboard users get the real button inside.
    noKeyboard: true,
    onDropAccepted: ([file]) => {
      if (file) void upload(file);
    },
    onDropRejected: rejectionToast,
  });

  const shown = preview ?? value;
  return (
    <div className="flex flex-col gap-3">
      <input type="hidden" name={name} value={value} />
      {shown ? (
        <div className="relative overflow-hidden rounded-md border border-ink-900/10 bg-ivory-100">
          <img src={shown} alt="Article" className="aspect-[16/9] max-h-80 w-full object-cover" />
          {uploading ? (
            <div className="absolute inset-0 flex items-center justify-center bg-ink-950/50 text-ivory-50">
              <LoaderCircle aria-hidden className="size-6 animate-spin" />
              <span className="ml-2 text-sm">Uploading...</span>
            </div>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="absolute top-3 right-3 bg-white"
              onClick={() => {
                setValue("");
                setChanges((count) => count + 1);
              }}
            >
              <X aria-hidden />
              Remove image
            </Button>
          )}
        </div>
      ) : null}
      <div
        {...getRootProps({
          className: cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-ink-900/20 bg-white px-6 py-8 text-center text-sm text-ink-700 transition-colors hover:border-gold-600 focus-within:border-gold-600",
            isDragActive && "border-gold-600 bg-gold-300/10",
            uploading && "cursor-not-allowed opacity-60",
            error && "border-destructive",
          ),
        })}
      >
        <input {...getInputProps({ id, "aria-label": uploadLabel })} />
        <ImagePlus aria-hidden className="size-6 text-gold-700" />
        <p>
          {isDragActive ? (
            "Drop the image here"
          ) : (
            <>
              Drop an image here, or{" "}
              <button
                type="button"
                disabled={uploading}
                aria-describedby={`${id}-hint`}
                className="font-medium text-gold-700 underline underline-offset-2 hover:text-ink-900"
              >
                {shown ? "choose another to replace it" : "choose a file"}
              </button>
            </>
          )}
        </p>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          PNG, JPG, GIF or WebP, up to 5MB
        </p>
      </div>
    </div>
  );
}
