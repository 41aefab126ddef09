import { FileText, LoaderCircle, Upload } from "lucide-react";
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { useRevalidator } from "react-router";
import { notify } from "~/components/admin/notify";
import { SPECIFICATION_MAX_BYTES } from "~/schemas/aircraft";
import { cn } from "~/utils/cn";

function invalidType() {
  notify.error("Invalid file type", "Please upload a PDF file");
}

/**
 * The specification sheet of one aircraft: drop or pick a PDF to upload it (or replace the
 * current one), and a link to view what is stored.
 */
export function SpecificationDropzone({
  aircraftId,
  aircraftName,
  documentUrl,
  compact = false,
}: {
  aircraftId: string;
  aircraftName: string;
  documentUrl: string | null;
  compact?: boolean;
}) {
  const [uploading, setUploading] = useState(false);
  const revalidator = useRevalidator();

  async function upload(file: File) {
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch(`/api/aircraft/${aircraftId}/specification`, {
        method: "PUT",
        body,
      });
      if (response.status === 415) {
        invalidType();
        return;
      }
      if (!response.ok) {
        notify.error("Error", "Failed to upload specification document");
        return;
      }
      notify.success("Success", "Specification document uploaded successfully");
      await revalidator.revalidate();
    } catch {
      notify.error("Error", "Failed to upload specification document");
    } finally {
      setUploading(false);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "application/pdf": [".pdf"] },
    maxFiles: 1,
    multiple: false,
    maxSize: SPECIFICATION_MAX_BYTES,
    disabled: uploading,
    // The zone is a drop target and a click target; keyboard users get the real button inside.
    noKeyboard: true,
    onDropAccepted: ([file]) => {
      if (file) void upload(file);
    },
    onDropRejected: (rejections) => {
      if (rejections[0]?.errors[0]?.code === "file-too-large") {
        notify.error("Error", "Please upload a PDF smaller than 20MB.");
      } else {
        invalidType();
      }
    },
  });

  const label = documentUrl ? "Replace specification PDF" : "Upload specification PDF";
  return (
    <div className={cn("flex flex-col gap-2", compact && "gap-1")}>
      {documentUrl && !compact ? (
        <a
          href={documentUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-700 underline underline-offset-2 hover:text-ink-900"
        >
          <FileText aria-hidden className="size-4" />
          View specification sheet
          <span className="sr-only"> of {aircraftName} (opens a new tab)</span>
        </a>
      ) : null}
      <div
        {...getRootProps({
          className: cn(
            "flex cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-ink-900/25 bg-ivory-50 px-3 text-center text-xs text-ink-700 transition-colors hover:border-gold-600 focus-within:border-gold-600",
            compact ? "py-2" : "py-4",
            isDragActive && "border-gold-600 bg-gold-300/10",
            uploading && "cursor-wait opacity-70",
          ),
        })}
      >
        <input {...getInputProps({ "aria-label": `${label} of ${aircraftName}` })} />
        {uploading ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Upload aria-hidden className="size-4 text-gold-700" />
        )}
        {uploading || isDragActive ? (
          <span>{uploading ? "Uploading..." : "Drop the PDF here"}</span>
        ) : (
          <button type="button" className="font-medium underline-offset-2 hover:underline">
            {label}
            <span className="sr-only"> of {aircraftName}</span>
          </button>
        )}
      </div>
    </div>
  );
}
