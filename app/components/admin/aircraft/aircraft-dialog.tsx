import { ExternalLink, FileText, Pencil, Save, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
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
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toaster";
import { AIRCRAFT_CATEGORIES, categoryLabel } from "~/content/aircraft-categories";
import type { SpecItem } from "~/db/schema";
import { AircraftSchema, DEFAULT_AIRCRAFT_STATUS, DEFAULT_PRICE_LABEL } from "~/schemas/aircraft";
import { SpecListEditor, SpecListView } from "./spec-list";
import {
  type AdminAircraftView,
  type AircraftActionData,
  type AircraftDraft,
  draftFromAircraft,
  emptyDraft,
} from "./types";

export const AIRCRAFT_STATUS_SUGGESTIONS = [
  "Available",
  "Under Contract",
  "Sold",
  "Coming Soon",
  "Off Market",
];

const listTabs = [
  { value: "engines", label: "Engines" },
  { value: "avionics", label: "Avionics" },
  { value: "interior", label: "Interior" },
  { value: "compliance", label: "Compliance" },
] as const;
type ListTab = (typeof listTabs)[number]["value"];

const specGroups = [
  { key: "general", label: "General" },
  { key: "performance", label: "Performance" },
  { key: "dimensions", label: "Dimensions" },
] as const;

/** Which tab holds the field a validation issue points at. */
function tabOfPath(path: string): string {
  const head = path.split(".")[0] ?? "";
  return (listTabs as readonly { value: string }[]).some((tab) => tab.value === head)
    ? head
    : "specs";
}

export type AircraftDialogState =
  | { mode: "view" | "edit"; aircraftId: string; tab?: string }
  | { mode: "create"; draft?: AircraftDraft };

/**
 * The details dialog of a listing (spec §2): tabs Specs, Engines, Avionics, Interior,
 * Compliance and Images. Edit switches every tab but Images to inputs; Save sends the whole
 * record to the page action, Cancel restores what is stored. In create mode it is the form
 * of a new listing ('Add Aircraft', or the reviewed result of a screenshot).
 */
export function AircraftDialog({
  state,
  aircraft,
  onClose,
  onCreated,
}: {
  state: AircraftDialogState | null;
  aircraft: AdminAircraftView | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const open = state !== null && (state.mode === "create" || aircraft !== null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      {open && state ? (
        <DialogContent className="max-w-4xl">
          <AircraftDialogBody
            key={state.mode === "create" ? "create" : `${state.aircraftId}`}
            state={state}
            aircraft={aircraft}
            onClose={onClose}
            onCreated={onCreated}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AircraftDialogBody({
  state,
  aircraft,
  onClose,
  onCreated,
}: {
  state: AircraftDialogState;
  aircraft: AdminAircraftView | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const creating = state.mode === "create";
  const initialDraft = () =>
    creating
      ? (state.draft ?? emptyDraft())
      : aircraft
        ? draftFromAircraft(aircraft)
        : emptyDraft();
  const [editing, setEditing] = useState(state.mode !== "view");
  const [draft, setDraft] = useState<AircraftDraft>(initialDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState(state.mode === "create" ? "specs" : (state.tab ?? "specs"));
  const fetcher = useFetcher<AircraftActionData>();
  const saving = fetcher.state !== "idle";
  const idPrefix = useId();
  const handled = useRef<AircraftActionData | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new answer only
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    if (result.intent === "delete") {
      // Answered at once: the revalidated list no longer holds this aircraft.
      handled.current = result;
      if (result.ok) {
        toast.success("Success", { description: "Aircraft deleted successfully" });
        onClose();
      } else {
        toast.error("Error", { description: result.message });
      }
      return;
    }
    if (fetcher.state !== "idle") return;
    handled.current = result;
    if (result.ok) {
      toast.success("Success", {
        description:
          result.intent === "create"
            ? "Aircraft created successfully"
            : "Aircraft updated successfully",
      });
      setErrors({});
      setEditing(false);
      if (result.intent === "create") onCreated(result.id);
    } else {
      toast.error("Error", {
        description:
          result.intent === "create" ? "Failed to create aircraft" : "Failed to update aircraft",
      });
      showIssues(result.issues ?? []);
    }
  }, [fetcher.data, fetcher.state]);

  function showIssues(issues: { path: string; message: string }[]) {
    const next: Record<string, string> = {};
    for (const issue of issues) next[issue.path] ??= issue.message;
    setErrors(next);
    const first = issues[0];
    if (!first) return;
    setTab(tabOfPath(first.path));
    // After the tab has rendered, take the keyboard to the first field to fix.
    const fieldId = `${idPrefix}-${first.path.replace(/^specifications\./, "").replaceAll(".", "-")}`;
    requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
  }

  function save() {
    const parsed = AircraftSchema.safeParse(draft);
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      );
      toast.error("Error", { description: "Please correct the highlighted fields." });
      return;
    }
    fetcher.submit(
      creating
        ? { intent: "create", values: draft }
        : { intent: "update", id: aircraft?.id ?? "", values: draft },
      { method: "post", action: "/admin/aircraft", encType: "application/json" },
    );
  }

  function cancel() {
    if (creating) {
      onClose();
      return;
    }
    setDraft(initialDraft());
    setErrors({});
    setEditing(false);
  }

  function remove() {
    if (!aircraft) return;
    if (!window.confirm(`Are you sure you want to delete "${aircraft.name}"?`)) return;
    fetcher.submit(
      { intent: "delete", id: aircraft.id },
      { method: "post", action: "/admin/aircraft", encType: "application/json" },
    );
  }

  const set = <Key extends keyof AircraftDraft>(key: Key, value: AircraftDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const listErrors = (prefix: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`${prefix}.`))
        .map(([path, message]) => [path.slice(prefix.length + 1), message]),
    );

  const title = creating ? "Add Aircraft" : (aircraft?.name ?? "Aircraft");
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {creating
            ? "A new listing. Make and model are required; everything else can follow."
            : [aircraft?.regNumber, aircraft ? categoryLabel(aircraft.category) : null]
                .filter(Boolean)
                .join(" · ")}
        </DialogDescription>
        {!creating && aircraft ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge variant={aircraft.websiteListing ? "success" : "muted"}>
              {aircraft.websiteListing ? "On website" : "Not on website"}
            </Badge>
            {aircraft.featured ? <Badge variant="gold">Featured</Badge> : null}
            <Badge variant="outline">{aircraft.status || DEFAULT_AIRCRAFT_STATUS}</Badge>
          </div>
        ) : null}
      </DialogHeader>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Aircraft details">
          <TabsTrigger value="specs">Specs</TabsTrigger>
          {listTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="images">Images</TabsTrigger>
        </TabsList>

        <TabsContent value="specs">
          {editing ? (
            <SpecsEditor
              idPrefix={idPrefix}
              draft={draft}
              set={set}
              errors={errors}
              listErrors={listErrors}
            />
          ) : aircraft ? (
            <SpecsView aircraft={aircraft} />
          ) : null}
        </TabsContent>

        {listTabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {editing ? (
              <SpecListEditor
                idPrefix={`${idPrefix}-${item.value}`}
                legend={item.label}
                items={draft[item.value as ListTab]}
                onChange={(items) => set(item.value as ListTab, items)}
                errors={listErrors(item.value)}
              />
            ) : (
              <SpecListView
                items={aircraft?.[item.value as ListTab] ?? []}
                emptyText={`No ${item.label.toLowerCase()} details recorded yet. Choose Edit to add them.`}
              />
            )}
          </TabsContent>
        ))}

        <TabsContent value="images">
          <ImagesView aircraft={aircraft} />
        </TabsContent>
      </Tabs>

      <DialogFooter className="border-t border-ink-900/10 pt-4">
        {editing ? (
          <>
            {!creating ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 sm:mr-auto"
                onClick={remove}
                disabled={saving}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={cancel} disabled={saving}>
              <X aria-hidden />
              Cancel
            </Button>
            <Button type="button" variant="gold" onClick={save} disabled={saving}>
              <Save aria-hidden />
              {saving ? "Saving..." : creating ? "Create Aircraft" : "Save"}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</dt>
      <dd className="text-sm text-ink-900">{value}</dd>
    </div>
  );
}

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : value;

function SpecsView({ aircraft }: { aircraft: AdminAircraftView }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Detail label="Make" value={aircraft.make} />
        <Detail label="Model" value={aircraft.model} />
        <Detail label="Category" value={categoryLabel(aircraft.category)} />
        <Detail label="Registration" value={orDash(aircraft.regNumber)} />
        <Detail label="Serial number" value={orDash(aircraft.serialNumber)} />
        <Detail label="Year" value={orDash(aircraft.year)} />
        <Detail
          label="TTAF"
          value={aircraft.ttaf === null ? "—" : `${aircraft.ttaf.toLocaleString("en-US")} hrs`}
        />
        <Detail
          label="Landings"
          value={aircraft.landings === null ? "—" : aircraft.landings.toLocaleString("en-US")}
        />
        <Detail label="Status" value={aircraft.status || DEFAULT_AIRCRAFT_STATUS} />
        <Detail label="Asking price" value={aircraft.askingPrice || DEFAULT_PRICE_LABEL} />
        <Detail label="Days on market" value={orDash(aircraft.dom)} />
        <Detail label="Base airport" value={orDash(aircraft.baseAp)} />
        <Detail label="Location" value={orDash(aircraft.location)} />
        <Detail label="Passengers" value={orDash(aircraft.passengers)} />
        <Detail
          label="Range"
          value={aircraft.rangeNm === null ? "—" : `${aircraft.rangeNm.toLocaleString("en-US")} nm`}
        />
        <Detail label="Cruise speed" value={orDash(aircraft.cruiseSpeed)} />
        <Detail
          label="Public page"
          value={
            aircraft.websiteListing ? (
              <a
                href={`/aircraft/${aircraft.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-gold-700 underline underline-offset-2"
              >
                /aircraft/{aircraft.slug}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens a new tab)</span>
              </a>
            ) : (
              "Not on the website"
            )
          }
        />
        <Detail
          label="Specification sheet"
          value={
            aircraft.specificationDocumentUrl ? (
              <a
                href={aircraft.specificationDocumentUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-gold-700 underline underline-offset-2"
              >
                <FileText aria-hidden className="size-3.5" />
                View PDF<span className="sr-only"> (opens a new tab)</span>
              </a>
            ) : (
              "Not uploaded"
            )
          }
        />
      </dl>
      {aircraft.description ? (
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink-900">Description</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{aircraft.description}</p>
        </div>
      ) : null}
      {specGroups.map((group) => (
        <div key={group.key}>
          <h3 className="mb-2 font-sans text-sm font-semibold text-ink-900">{group.label}</h3>
          <SpecListView
            items={aircraft.specifications[group.key]}
            emptyText="Nothing recorded yet."
          />
        </div>
      ))}
    </div>
  );
}

function SpecsEditor({
  idPrefix,
  draft,
  set,
  errors,
  listErrors,
}: {
  idPrefix: string;
  draft: AircraftDraft;
  set: <Key extends keyof AircraftDraft>(key: Key, value: AircraftDraft[Key]) => void;
  errors: Record<string, string>;
  listErrors: (prefix: string) => Record<string, string>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (
    name: keyof AircraftDraft,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      inputMode?: "numeric" | "decimal";
      step?: string;
      list?: string;
      placeholder?: string;
    } = {},
  ) => (
    <Field id={id(name)} label={label} error={errors[name]} required={options.required}>
      <Input
        id={id(name)}
        value={draft[name] as string}
        onChange={(event) => set(name, event.currentTarget.value as never)}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        step={options.step}
        list={options.list}
        placeholder={options.placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
      />
    </Field>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("make", "Make", { required: true })}
        {text("model", "Model", { required: true })}
        {text("name", "Display name", { placeholder: "Make and model" })}
        <Field id={id("category")} label="Category" error={errors.category}>
          <NativeSelect
            id={id("category")}
            value={draft.category}
            onChange={(event) =>
              set("category", event.currentTarget.value as AircraftDraft["category"])
            }
          >
            {AIRCRAFT_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {text("regNumber", "Registration")}
        {text("serialNumber", "Serial number")}
        {text("year", "Year", { type: "number", inputMode: "numeric", step: "1" })}
        {text("ttaf", "TTAF (hours)", { type: "number", inputMode: "decimal", step: "0.1" })}
        {text("landings", "Landings", { type: "number", inputMode: "numeric", step: "1" })}
        {text("status", "Status", { list: `${idPrefix}-statuses` })}
        {text("askingPrice", "Asking price", { placeholder: DEFAULT_PRICE_LABEL })}
        {text("dom", "Days on market", { type: "number", inputMode: "numeric", step: "1" })}
        {text("baseAp", "Base airport", { placeholder: "e.g. YPPH" })}
        {text("location", "Location")}
        {text("passengers", "Passengers", { type: "number", inputMode: "numeric", step: "1" })}
        {text("rangeNm", "Range (nm)", { type: "number", inputMode: "numeric", step: "1" })}
        {text("cruiseSpeed", "Cruise speed", { placeholder: "e.g. Mach 0.85" })}
        {text("slug", "Slug", { placeholder: "Derived from the name" })}
      </div>
      <datalist id={`${idPrefix}-statuses`}>
        {AIRCRAFT_STATUS_SUGGESTIONS.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-6">
        <label htmlFor={id("featured")} className="flex items-center gap-2 text-sm text-ink-800">
          <Checkbox
            id={id("featured")}
            checked={draft.featured}
            onChange={(event) => set("featured", event.currentTarget.checked)}
          />
          Featured
        </label>
        <label
          htmlFor={id("websiteListing")}
          className="flex items-center gap-2 text-sm text-ink-800"
        >
          <Checkbox
            id={id("websiteListing")}
            checked={draft.websiteListing}
            onChange={(event) => set("websiteListing", event.currentTarget.checked)}
          />
          Show on website
        </label>
      </div>
      <Field id={id("description")} label="Description" error={errors.description}>
        <Textarea
          id={id("description")}
          rows={4}
          value={draft.description}
          onChange={(event) => set("description", event.currentTarget.value)}
        />
      </Field>
      {specGroups.map((group) => (
        <SpecListEditor
          key={group.key}
          idPrefix={id(group.key)}
          legend={group.label}
          items={draft.specifications[group.key]}
          onChange={(items: SpecItem[]) =>
            set("specifications", { ...draft.specifications, [group.key]: items })
          }
          errors={listErrors(`specifications.${group.key}`)}
        />
      ))}
    </div>
  );
}

function ImagesView({ aircraft }: { aircraft: AdminAircraftView | null }) {
  const pictures = aircraft
    ? [
        ...(aircraft.heroImage
          ? [{ url: aircraft.heroImage, title: "Main image", description: "" }]
          : []),
        ...aircraft.gallery,
        ...aircraft.images
          .filter(
            (url) => url !== aircraft.heroImage && !aircraft.gallery.some((g) => g.url === url),
          )
          .map((url) => ({ url, title: "", description: "" })),
      ]
    : [];
  if (pictures.length === 0) {
    return <p className="text-sm text-muted-foreground">No images for this aircraft yet.</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pictures.map((picture, index) => (
        <li
          key={`${picture.url}-${index}`}
          className="overflow-hidden rounded-md border border-ink-900/10 bg-white"
        >
          <img
            src={picture.url}
            alt={picture.title || `Image ${index + 1}`}
            loading="lazy"
            className="aspect-[3/2] w-full object-cover"
          />
          {picture.title || picture.description ? (
            <div className="p-3">
              {picture.title ? (
                <p className="text-sm font-medium text-ink-900">{picture.title}</p>
              ) : null}
              {picture.description ? (
                <p className="mt-0.5 text-xs text-muted-foreground">{picture.description}</p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
