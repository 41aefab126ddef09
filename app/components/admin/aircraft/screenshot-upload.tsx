import { FileImage, LoaderCircle, Sparkles, Upload, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useDropzone } from "react-dropzone";
import { AiUnavailableNotice } from "~/components/admin/ai-unavailable";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { type ParsedScreenshot, SCREENSHOT_MAX_BYTES } from "~/schemas/aircraft";
import { type AircraftDraft, emptyDraft } from "./types";

type Phase = "idle" | "uploading" | "parsing";

const parsedFields = [
  { key: "reg_number", label: "Registration" },
  { key: "make", label: "Make" },
  { key: "model", label: "Model" },
  { key: "year", label: "Year", numeric: "numeric" },
  { key: "ttaf", label: "TTAF (hours)", numeric: "decimal" },
  { key: "landings", label: "Landings", numeric: "numeric" },
  { key: "asking_price", label: "Asking price" },
  { key: "base_ap", label: "Base airport" },
  { key: "location", label: "Location" },
] as const;
type ParsedKey = (typeof parsedFields)[number]["key"];
type ParsedForm = Record<ParsedKey, string>;

function toForm(parsed: ParsedScreenshot): ParsedForm {
  const form = {} as ParsedForm;
  for (const { key } of parsedFields) {
    const value = parsed[key];
    form[key] = value === null || value === undefined ? "" : String(value);
  }
  return form;
}

/**
 * Sends the screenshot with XMLHttpRequest: its upload events tell when the file has left the
 * browser, which is when the wait becomes the AI's.
 */
function postScreenshot(file: File, onUploaded: () => void) {
  return new Promise<{ status: number; body: { parsedData?: ParsedScreenshot; error?: string } }>(
    (resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open("POST", "/api/parse-aircraft-screenshot");
      request.responseType = "json";
      request.upload.addEventListener("load", onUploaded);
      request.addEventListener("load", () =>
        resolve({ status: request.status, body: request.response ?? {} }),
      );
      request.addEventListener("error", () => reject(new Error("Network error")));
      const body = new FormData();
      body.set("file", file);
      request.send(body);
    },
  );
}

/**
 * The AI Upload tab: one PNG, JPG or PDF screenshot of a listing is uploaded and
 * parsed; the extracted fields are shown for review and become a new listing.
 */
export function ScreenshotUpload({
  aiConfigured,
  onReview,
}: {
  aiConfigured: boolean;
  onReview: (draft: AircraftDraft) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [parsed, setParsed] = useState<ParsedForm | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: {
      "image/png": [".png"],
      "image/jpeg": [".jpg", ".jpeg"],
      "application/pdf": [".pdf"],
    },
    maxFiles: 1,
    multiple: false,
    maxSize: SCREENSHOT_MAX_BYTES,
    disabled: phase !== "idle" || !aiConfigured,
    // The zone is a drop target and a click target; keyboard users get the real button inside.
    noKeyboard: true,
    onDropAccepted: ([chosen]) => {
      if (!chosen) return;
      setFile(chosen);
      setParsed(null);
      setPreview(chosen.type.startsWith("image/") ? URL.createObjectURL(chosen) : null);
    },
    onDropRejected: (rejections) => {
      const code = rejections[0]?.errors[0]?.code;
      notify.error(
        "Error",
        code === "file-too-large"
          ? "Please upload a screenshot smaller than 10MB."
          : code === "too-many-files"
            ? "Please upload one file at a time."
            : "Please upload a PNG, JPG or PDF file.",
      );
    },
  });

  function remove() {
    setFile(null);
    setPreview(null);
    setParsed(null);
  }

  async function uploadAndParse() {
    if (!file) return;
    setPhase("uploading");
    try {
      const { status, body } = await postScreenshot(file, () => setPhase("parsing"));
      if (status < 200 || status >= 300 || !body.parsedData) {
        notify.error(
          "Error",
          status === 503 && body.error ? body.error : "Failed to upload or parse screenshot",
        );
        return;
      }
      setParsed(toForm(body.parsedData));
      notify.success("Success", "Screenshot uploaded and parsed successfully");
      notify.success(
        "Data Parsed Successfully",
        "Review the extracted information and save when ready",
      );
    } catch {
      notify.error("Error", "Failed to upload or parse screenshot");
    } finally {
      setPhase("idle");
    }
  }

  function review() {
    if (!parsed) return;
    onReview(
      emptyDraft({
        regNumber: parsed.reg_number,
        make: parsed.make,
        model: parsed.model,
        year: parsed.year,
        ttaf: parsed.ttaf,
        landings: parsed.landings,
        askingPrice: parsed.asking_price,
        baseAp: parsed.base_ap,
        location: parsed.location,
      }),
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="screenshot-heading"
        className="flex flex-col gap-4 rounded-md border border-ink-900/10 bg-white p-5 sm:p-6"
      >
        <div>
          <h2 id="screenshot-heading" className="text-2xl font-semibold text-ink-900">
            Upload a listing screenshot
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A screenshot or PDF of a listing: the AI reads the registration, make, model, year,
            hours, landings, price, base and location.
          </p>
        </div>
        {aiConfigured ? null : <AiUnavailableNotice id="screenshot-ai-unavailable" />}
        <div
          {...getRootProps({
            className: `flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed px-6 py-10 text-center text-sm transition-colors ${isDragActive ? "border-gold-600 bg-gold-300/10" : "border-ink-900/20 hover:border-gold-600"} ${phase !== "idle" ? "cursor-wait opacity-60" : ""} ${aiConfigured ? "" : "cursor-not-allowed opacity-60"}`,
          })}
        >
          <input {...getInputProps({ "aria-label": "Choose a screenshot to parse" })} />
          <Upload aria-hidden className="size-6 text-gold-700" />
          <p className="text-ink-800">
            {isDragActive ? (
              "Drop the file here"
            ) : (
              <>
                Drop a screenshot here, or{" "}
                <button
                  type="button"
                  disabled={phase !== "idle" || !aiConfigured}
                  aria-describedby={aiConfigured ? undefined : "screenshot-ai-unavailable"}
                  className="font-medium text-gold-700 underline underline-offset-2 hover:text-ink-900"
                >
                  choose a file
                </button>
              </>
            )}
          </p>
          <p className="text-xs text-muted-foreground">PNG, JPG or PDF · one file</p>
        </div>
        {file ? (
          <div className="flex flex-col gap-3 rounded-md border border-ink-900/10 bg-ivory-50 p-4">
            <div className="flex items-center gap-3">
              <FileImage aria-hidden className="size-5 shrink-0 text-ink-700" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900">{file.name}</p>
                <p className="text-xs text-muted-foreground">
                  {(file.size / (1024 * 1024)).toFixed(2)} MB
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={remove}
                disabled={phase !== "idle"}
              >
                <X aria-hidden />
                Remove
              </Button>
            </div>
            {preview ? (
              <img
                src={preview}
                alt="Preview of the chosen screenshot"
                className="max-h-80 w-full rounded-sm object-contain"
              />
            ) : null}
            <Button
              type="button"
              variant="gold"
              onClick={uploadAndParse}
              disabled={phase !== "idle"}
            >
              {phase === "idle" ? (
                <Sparkles aria-hidden />
              ) : (
                <LoaderCircle aria-hidden className="animate-spin" />
              )}
              {phase === "uploading"
                ? "Uploading..."
                : phase === "parsing"
                  ? "Parsing with AI..."
                  : "Upload & Parse"}
            </Button>
          </div>
        ) : null}
      </section>

      {parsed ? (
        <section
          aria-labelledby="parsed-heading"
          className="flex flex-col gap-4 rounded-md border border-ink-900/10 bg-white p-5 sm:p-6"
        >
          <h2 id="parsed-heading" className="text-2xl font-semibold text-ink-900">
            Parsed Data - Review &amp; Edit
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {parsedFields.map((field) => (
              <Field key={field.key} id={`parsed-${field.key}`} label={field.label}>
                <Input
                  id={`parsed-${field.key}`}
                  value={parsed[field.key]}
                  inputMode={"numeric" in field ? field.numeric : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setParsed((current) =>
                      current ? { ...current, [field.key]: value } : current,
                    );
                  }}
                />
              </Field>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={remove}>
              Discard
            </Button>
            <Button type="button" variant="gold" onClick={review}>
              Create Listing
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
