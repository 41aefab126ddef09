import { Form } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { DataTable, Td, Th, Tr } from "~/components/admin/data-table";
import { DateCell } from "~/components/admin/lead-inbox";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { AUDIT_PAGE_SIZE, auditActions, listAuditLog } from "~/models/audit-log.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => [{ title: "Audit Log | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const actionParam = url.searchParams.get("action");
  const action = Object.hasOwn(auditActions, actionParam ?? "")
    ? (actionParam as keyof typeof auditActions)
    : null;
  const search = url.searchParams.get("search")?.trim().slice(0, 200) ?? "";
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get("page")) || 1));
  const { entries, total } = await listAuditLog({ page, action, search });
  return {
    entries,
    total,
    page,
    action,
    search,
    pageSize: AUDIT_PAGE_SIZE,
    actions: Object.entries(auditActions).map(([value, label]) => ({ value, label })),
  };
}

function describeDetails(details: Record<string, unknown>): string {
  const { from, to, method, path, reason, failures } = details;
  if (from !== undefined && to !== undefined) return `${String(from)} → ${String(to)}`;
  if (method && path) return `${String(method)} ${String(path)}`;
  if (reason) return `Reason: ${String(reason)}`;
  if (failures) return `${String(failures)} failures in 15 minutes`;
  return "";
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageSize, action, search, actions } = loaderData;
  const labels = Object.fromEntries(actions.map((entry) => [entry.value, entry.label]));
  return (
    <AdminPage
      title={`Audit Log (${total})`}
      description="Sign-ins, failed sign-ins and every change made in the admin, newest first."
    >
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-3 rounded-md border border-ink-900/10 bg-white p-4"
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="audit-search">Search</Label>
          <Input
            id="audit-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="Email, record, IP address…"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-action">Event</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={action ?? ""}>
            <option value="">All events</option>
            {actions.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">Apply</Button>
        <p className="w-full text-xs text-muted-foreground">Dates and times are in UTC.</p>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-8 text-center text-sm text-muted-foreground">
          No events recorded.
        </p>
      ) : (
        <DataTable label="Audit log">
          <thead>
            <tr>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>Event</Th>
              <Th>Record</Th>
              <Th>Details</Th>
              <Th>IP address</Th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Tr key={entry.id}>
                <Td>
                  <DateCell value={entry.createdAt} />
                </Td>
                <Td className="break-all">{entry.actorEmail ?? "—"}</Td>
                <Td className="whitespace-nowrap">{labels[entry.action] ?? entry.action}</Td>
                <Td className="break-all">
                  {[entry.targetType, entry.targetId].filter(Boolean).join(" · ") || "—"}
                </Td>
                <Td>{describeDetails(entry.details) || "—"}</Td>
                <Td className="whitespace-nowrap tabular-nums">{entry.ip ?? "—"}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </AdminPage>
  );
}
