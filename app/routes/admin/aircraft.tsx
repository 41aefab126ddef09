import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, LayoutGrid, List, Plus } from "lucide-react";
import { useState } from "react";
import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from "react-router";
import { z } from "zod";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminPage } from "~/components/admin/admin-shell";
import {
  AircraftAnalytics,
  ANALYTICS_PERIODS,
} from "~/components/admin/aircraft/aircraft-analytics";
import { AircraftCard, AircraftTable } from "~/components/admin/aircraft/aircraft-card";
import {
  AircraftDialog,
  type AircraftDialogState,
} from "~/components/admin/aircraft/aircraft-dialog";
import {
  AircraftFilters,
  type AircraftFilterValues,
} from "~/components/admin/aircraft/aircraft-filters";
import { ScreenshotUpload } from "~/components/admin/aircraft/screenshot-upload";
import type { AdminAircraftView, AircraftActionData } from "~/components/admin/aircraft/types";
import { Alert } from "~/components/admin/alert";
import { SegmentedChoice } from "~/components/admin/segmented-choice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { requestInfoContext } from "~/context";
import { aircraftCategorySlugs, aircraftStatuses } from "~/db/schema";
import { aircraftListingAnalytics, listAircraftForAdmin } from "~/models/aircraft.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { AircraftFormSchema } from "~/schemas/aircraft";
import {
  createAircraftAs,
  deleteAircraftAs,
  setWebsiteListingAs,
  updateAircraftAs,
} from "~/services/aircraft/aircraft.server";
import { isAiConfigured } from "~/utils/ai.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";
import type { Route } from "./+types/aircraft";

export const meta: Route.MetaFunction = () => [
  { title: "Website Aircraft Management | Aurum Admin" },
];

const TABS = ["fleet", "ai-upload", "filter", "analytics"] as const;
type Tab = (typeof TABS)[number];

const FiltersSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  category: z.enum(aircraftCategorySlugs).or(z.literal("")).catch(""),
  status: z.enum(aircraftStatuses).or(z.literal("")).catch(""),
  listing: z.enum(["website", "unlisted", "all"]).catch("website"),
  featured: z.enum(["any", "yes", "no"]).catch("any"),
});

function periodStart(period: string): Date | null {
  const days = Number(period);
  return Number.isInteger(days) && days > 0 ? new Date(Date.now() - days * 86_400_000) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = FiltersSchema.parse({
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    status: params.get("status") ?? "",
    listing: params.get("listing") ?? "website",
    featured: params.get("featured") ?? "any",
  }) satisfies AircraftFilterValues;
  const requestedPeriod = params.get("period") ?? "30";
  const period = ANALYTICS_PERIODS.some((option) => option.value === requestedPeriod)
    ? requestedPeriod
    : "30";
  const [aircraft, results, analytics] = await Promise.all([
    listAircraftForAdmin({ listing: "all" }),
    listAircraftForAdmin({
      listing: filters.listing,
      search: filters.q,
      category: filters.category || null,
      status: filters.status || null,
      featured: filters.featured === "any" ? null : filters.featured === "yes",
    }),
    aircraftListingAnalytics({ since: periodStart(period) }),
  ]);
  const requestedTab = params.get("tab");
  return {
    aircraft,
    resultIds: results.map((item) => item.id),
    filters,
    analytics,
    period,
    tab: (TABS as readonly string[]).includes(requestedTab ?? "") ? (requestedTab as Tab) : "fleet",
    view: params.get("view") === "list" ? ("list" as const) : ("cards" as const),
    aiConfigured: isAiConfigured(),
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("list"), id: z.uuid() }),
  z.object({ intent: z.literal("unlist"), id: z.uuid() }),
]);

const FAILED = {
  create: "Failed to create aircraft",
  update: "Failed to update aircraft",
  delete: "Failed to delete aircraft",
  list: "The aircraft cannot be listed yet",
  unlist: "Failed to take the aircraft off the website",
} as const;
const DONE = {
  create: "Aircraft created successfully",
  update: "Aircraft updated successfully",
  delete: "Aircraft deleted successfully",
  list: "Aircraft listed on the website",
  unlist: "Aircraft taken off the website",
} as const;

/**
 * The dialog's form: create or update with the form schema (the same rules the client checks
 * as you type), or delete. The outcome's message travels in the toast cookie; a refused form
 * also gets its field errors back, with the values sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const formData = await readForm(request);
  const parsed = ActionSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id") ?? undefined,
  });
  if (!parsed.success) throw data("The request was not understood.", { status: 400 });
  const input = parsed.data;
  const failed = async (
    status: number,
    description: string,
    result?: SubmissionResult<string[]>,
    message?: string,
  ) =>
    data<AircraftActionData>(
      { ok: false, intent: input.intent, result, message },
      { status, headers: await createToastHeaders({ type: "error", title: "Error", description }) },
    );
  const done = async (id: string) =>
    data<AircraftActionData>(
      { ok: true, intent: input.intent, id },
      {
        headers: await createToastHeaders({
          type: "success",
          title: "Success",
          description: DONE[input.intent],
        }),
      },
    );

  if (input.intent === "delete") {
    try {
      return done((await deleteAircraftAs(actor, input.id)).id);
    } catch (error) {
      const failure = formFailure(error, FAILED.delete);
      return failed(failure.status, failure.message);
    }
  }
  if (input.intent === "list" || input.intent === "unlist") {
    try {
      const listed = input.intent === "list";
      return done((await setWebsiteListingAs(actor, input.id, listed)).id);
    } catch (error) {
      const failure = formFailure(error, FAILED[input.intent]);
      return failed(failure.status, failure.message, undefined, failure.message);
    }
  }
  const submission = parseWithZod(formData, { schema: AircraftFormSchema });
  if (submission.status !== "success") {
    return failed(400, FAILED[input.intent], submission.reply());
  }
  try {
    const saved =
      input.intent === "create"
        ? await createAircraftAs(actor, submission.value)
        : await updateAircraftAs(actor, input.id, submission.value);
    return done(saved.id);
  } catch (error) {
    const failure = formFailure(error, FAILED[input.intent]);
    return failed(
      failure.status,
      FAILED[input.intent],
      submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }),
    );
  }
}

export default function AircraftAdminPage({ loaderData }: Route.ComponentProps) {
  const { aircraft, resultIds, filters, analytics, period } = loaderData;
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string>(loaderData.tab);
  const [view, setView] = useState<"cards" | "list">(loaderData.view);
  const [dialog, setDialog] = useState<AircraftDialogState | null>(null);

  const listings = aircraft.filter((item) => item.websiteListing);
  const results = resultIds
    .map((id) => aircraft.find((item) => item.id === id))
    .filter((item): item is (typeof aircraft)[number] => Boolean(item));
  const open =
    dialog && dialog.mode !== "create"
      ? (aircraft.find((item) => item.id === dialog.aircraftId) ?? null)
      : null;
  const actions = {
    onView: (item: AdminAircraftView) => setDialog({ mode: "view", aircraftId: item.id }),
    onEdit: (item: AdminAircraftView) => setDialog({ mode: "edit", aircraftId: item.id }),
  };

  return (
    <AdminPage
      title={
        <span className="flex flex-wrap items-center gap-3">
          Website Aircraft Management
          <Badge variant="gold" className="font-sans">
            Website Listings Only
          </Badge>
        </span>
      }
      description={`${listings.length} aircraft on the website · ${aircraft.length - listings.length} not listed`}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/admin/crm">
              <ExternalLink aria-hidden />
              Access Full CRM Portal
            </Link>
          </Button>
          <Button type="button" variant="gold" onClick={() => setDialog({ mode: "create" })}>
            <Plus aria-hidden />
            Add Aircraft
          </Button>
        </>
      }
    >
      <Tabs value={tab} onValueChange={setTab}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label="Aircraft management">
            <TabsTrigger value="fleet">Aircraft Fleet</TabsTrigger>
            <TabsTrigger value="ai-upload">AI Upload</TabsTrigger>
            <TabsTrigger value="filter">Search &amp; Filter</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
          {tab === "fleet" || tab === "filter" ? (
            <ViewToggle view={view} onChange={setView} />
          ) : null}
        </div>

        <TabsContent value="fleet">
          <AircraftCollection
            aircraft={listings}
            view={view}
            actions={actions}
            emptyText="No aircraft are listed on the website yet. Use Add Aircraft to create one."
          />
        </TabsContent>

        <TabsContent value="ai-upload">
          <ScreenshotUpload
            aiConfigured={loaderData.aiConfigured}
            onReview={(draft) => setDialog({ mode: "create", draft })}
          />
        </TabsContent>

        <TabsContent value="filter" className="flex flex-col gap-6">
          <AircraftFilters values={filters} view={view} />
          <p className="text-sm text-muted-foreground" role="status">
            {results.length} {results.length === 1 ? "aircraft matches" : "aircraft match"}
            {searchParams.get("tab") === "filter" ? " these filters" : ""}
          </p>
          <AircraftCollection
            aircraft={results}
            view={view}
            actions={actions}
            emptyText="No aircraft match these filters."
          />
        </TabsContent>

        <TabsContent value="analytics">
          <AircraftAnalytics analytics={analytics} aircraft={listings} period={period} />
        </TabsContent>
      </Tabs>

      <AircraftDialog
        state={dialog}
        aircraft={open}
        onClose={() => setDialog(null)}
        onCreated={(id) => setDialog({ mode: "view", aircraftId: id })}
      />
    </AdminPage>
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: "cards" | "list";
  onChange: (view: "cards" | "list") => void;
}) {
  return (
    <fieldset className="inline-flex rounded-md border border-ink-900/15 bg-white p-1">
      <legend className="sr-only">Layout</legend>
      <SegmentedChoice
        options={[
          { value: "cards", label: "Cards", Icon: LayoutGrid },
          { value: "list", label: "List", Icon: List },
        ]}
        value={view}
        onChange={onChange}
        className="inline-flex items-center gap-1.5 px-3 py-1.5"
      />
    </fieldset>
  );
}

function AircraftCollection({
  aircraft,
  view,
  actions,
  emptyText,
}: {
  aircraft: AdminAircraftView[];
  view: "cards" | "list";
  actions: {
    onView: (item: AdminAircraftView) => void;
    onEdit: (item: AdminAircraftView) => void;
  };
  emptyText: string;
}) {
  if (aircraft.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-12 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  if (view === "list") return <AircraftTable aircraft={aircraft} {...actions} />;
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {aircraft.map((item) => (
        <AircraftCard key={item.id} aircraft={item} {...actions} />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message="You don't have permission to access this area." />;
  }
  return (
    <AdminPage title="Website Aircraft Management">
      <Alert tone="error" title="Error Loading Aircraft">
        <p>The aircraft could not be loaded. Please try again.</p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a href="/admin/aircraft">Refresh</a>
        </Button>
      </Alert>
    </AdminPage>
  );
}
