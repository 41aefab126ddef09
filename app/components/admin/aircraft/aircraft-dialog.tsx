import { FormProvider, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Save, Trash2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { categoryLabel } from "~/content/aircraft-categories";
import { statusLabel } from "~/content/aircraft-facts";
import { type AircraftFormInput, AircraftFormSchema } from "~/schemas/aircraft";
import { zodConstraint } from "~/utils/zod-constraint";
import { AircraftImagesTab } from "./aircraft-images-tab";
import { AircraftItemAnalytics } from "./aircraft-item-analytics";
import { AircraftSpecsEditor, AircraftSpecsView } from "./aircraft-specs-tab";
import { ListingControl } from "./listing-control";
import { SpecListEditor, SpecListView } from "./spec-list";
import {
  type AdminAircraftView,
  type AircraftActionData,
  type AircraftDraft,
  draftFromAircraft,
  emptyDraft,
} from "./types";

const AIRCRAFT_ACTION = "/admin/aircraft";

const LIST_TABS = [
  { value: "engines", label: "Engines" },
  { value: "avionics", label: "Avionics" },
  { value: "interior", label: "Interior" },
  { value: "compliance", label: "Compliance" },
] as const;

/** Which tab holds the field an error names ("engines[0].label" is on Engines). */
function tabOfField(name: string): string {
  const head = name.split(/[.[]/)[0] ?? "";
  return LIST_TABS.some((tab) => tab.value === head) ? head : "specs";
}

export type AircraftDialogState =
  | { mode: "view" | "edit"; aircraftId: string; tab?: string }
  | { mode: "create"; draft?: AircraftDraft };

/**
 * The details dialog of a listing: tabs Specs, Engines, Avionics, Interior, Compliance and
 * Images. Edit turns every tab but Images into one form (Conform + the aircraft form schema,
 * checked as you type and again by the page action); Save sends it, Cancel restores what is
 * stored. In create mode it is the form of a new listing ('Add Aircraft', or the reviewed
 * result of a screenshot).
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
            key={state.mode === "create" ? "create" : state.aircraftId}
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
  const [editing, setEditing] = useState(state.mode !== "view");
  const [tab, setTab] = useState(state.mode === "create" ? "specs" : (state.tab ?? "specs"));
  return (
    <>
      <AircraftDialogHeader aircraft={creating ? null : aircraft} />
      {editing ? (
        <AircraftEditForm
          aircraft={creating ? null : aircraft}
          draft={state.mode === "create" ? (state.draft ?? emptyDraft()) : undefined}
          tab={tab}
          onTabChange={setTab}
          onSaved={(id) => {
            setEditing(false);
            if (creating) onCreated(id);
          }}
          onCancel={creating ? onClose : () => setEditing(false)}
          onDeleted={onClose}
        />
      ) : aircraft ? (
        <>
          <AircraftTabs tab={tab} onTabChange={setTab} withAnalytics>
            <TabsContent value="specs">
              <AircraftSpecsView aircraft={aircraft} />
            </TabsContent>
            {LIST_TABS.map((item) => (
              <TabsContent key={item.value} value={item.value}>
                <SpecListView
                  items={aircraft[item.value]}
                  emptyText={`No ${item.label.toLowerCase()} details recorded yet. Choose Edit to add them.`}
                />
              </TabsContent>
            ))}
            <TabsContent value="images">
              <AircraftImagesTab aircraft={aircraft} />
            </TabsContent>
            <TabsContent value="analytics">
              <AircraftItemAnalytics slug={aircraft.slug} />
            </TabsContent>
          </AircraftTabs>
          <DialogFooter className="border-t border-ink-900/10 pt-4">
            <Button
              type="button"
              onClick={() => {
                // The edit form has no Analytics tab.
                if (tab === "analytics") setTab("specs");
                setEditing(true);
              }}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
          </DialogFooter>
        </>
      ) : null}
    </>
  );
}

function AircraftDialogHeader({ aircraft }: { aircraft: AdminAircraftView | null }) {
  return (
    <DialogHeader>
      <DialogTitle>{aircraft ? aircraft.name : "Add Aircraft"}</DialogTitle>
      <DialogDescription>
        {aircraft
          ? [aircraft.regNumber, categoryLabel(aircraft.category)].filter(Boolean).join(" · ")
          : "A new listing, kept off the website until you list it. Make and model are required; everything else can follow."}
      </DialogDescription>
      {aircraft ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge variant={aircraft.websiteListing ? "success" : "muted"}>
            {aircraft.websiteListing ? "On website" : "Not on website"}
          </Badge>
          {aircraft.featured ? <Badge variant="gold">Featured</Badge> : null}
          <Badge variant="outline">{statusLabel(aircraft.status)}</Badge>
        </div>
      ) : null}
      {aircraft ? <ListingControl aircraft={aircraft} /> : null}
    </DialogHeader>
  );
}

function AircraftTabs({
  tab,
  onTabChange,
  withAnalytics = false,
  children,
}: {
  tab: string;
  onTabChange: (tab: string) => void;
  withAnalytics?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label="Aircraft details">
        <TabsTrigger value="specs">Specs</TabsTrigger>
        {LIST_TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="images">Images</TabsTrigger>
        {withAnalytics ? <TabsTrigger value="analytics">Analytics</TabsTrigger> : null}
      </TabsList>
      {children}
    </Tabs>
  );
}

/**
 * Edit mode: one form over the editable tabs. Every tab stays mounted (hidden when inactive)
 * so a save sends all of them; an error on another tab brings that tab forward.
 */
function AircraftEditForm({
  aircraft,
  draft,
  tab,
  onTabChange,
  onSaved,
  onCancel,
  onDeleted,
}: {
  aircraft: AdminAircraftView | null;
  draft?: AircraftDraft;
  tab: string;
  onTabChange: (tab: string) => void;
  onSaved: (id: string) => void;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const saver = useFetcher<AircraftActionData>();
  const deleter = useFetcher<AircraftActionData>();
  const busy = saver.state !== "idle" || deleter.state !== "idle";
  const lastResult = saver.data && !saver.data.ok ? saver.data.result : undefined;

  const [form, fields] = useForm<AircraftDraft, AircraftFormInput>({
    lastResult,
    defaultValue: draft ?? (aircraft ? draftFromAircraft(aircraft) : emptyDraft()),
    constraint: zodConstraint(AircraftFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AircraftFormSchema }),
  });

  const errorNames = Object.keys(form.allErrors).filter((name) => name !== form.name);
  const firstErrorTab = errorNames[0] ? tabOfField(errorNames[0]) : null;
  const tabHasError = errorNames.some((name) => tabOfField(name) === tab);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the errors, not the tab
  useEffect(() => {
    if (firstErrorTab && !tabHasError) onTabChange(firstErrorTab);
  }, [firstErrorTab]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new answer only
  useEffect(() => {
    if (saver.state === "idle" && saver.data?.ok) onSaved(saver.data.id);
  }, [saver.state, saver.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new answer only
  useEffect(() => {
    if (deleter.state === "idle" && deleter.data?.ok) onDeleted();
  }, [deleter.state, deleter.data]);

  function remove() {
    if (!aircraft) return;
    if (!window.confirm(`Are you sure you want to delete "${aircraft.name}"?`)) return;
    deleter.submit(
      { intent: "delete", id: aircraft.id },
      { method: "post", action: AIRCRAFT_ACTION },
    );
  }

  return (
    <FormProvider context={form.context}>
      <saver.Form method="post" action={AIRCRAFT_ACTION} {...getFormProps(form)}>
        {/* Enter in a field saves: the first submit button of a form is the one it presses, and
          the rows' add and remove buttons are submit buttons too. */}
        <button
          type="submit"
          name="intent"
          value={aircraft ? "update" : "create"}
          hidden
          tabIndex={-1}
          aria-hidden
        />
        {aircraft ? <input type="hidden" name="id" value={aircraft.id} /> : null}
        <AircraftTabs tab={tab} onTabChange={onTabChange}>
          <TabsContent value="specs" forceMount hidden={tab !== "specs"}>
            <AircraftSpecsEditor formId={form.id} fields={fields} />
          </TabsContent>
          {LIST_TABS.map((item) => (
            <TabsContent key={item.value} value={item.value} forceMount hidden={tab !== item.value}>
              <SpecListEditor formId={form.id} legend={item.label} field={fields[item.value]} />
            </TabsContent>
          ))}
          <TabsContent value="images">
            <AircraftImagesTab aircraft={aircraft} />
          </TabsContent>
        </AircraftTabs>
        {errorNames.length > 0 || form.errors?.length ? (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {form.errors?.[0] ?? "Please correct the highlighted fields."}
          </p>
        ) : null}
        <DialogFooter className="mt-4 border-t border-ink-900/10 pt-4">
          {aircraft ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 sm:mr-auto"
              onClick={remove}
              disabled={busy}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            <X aria-hidden />
            Cancel
          </Button>
          <Button
            type="submit"
            name="intent"
            value={aircraft ? "update" : "create"}
            variant="gold"
            disabled={busy}
          >
            <Save aria-hidden />
            {saver.state !== "idle" ? "Saving..." : aircraft ? "Save" : "Create Aircraft"}
          </Button>
        </DialogFooter>
      </saver.Form>
    </FormProvider>
  );
}
