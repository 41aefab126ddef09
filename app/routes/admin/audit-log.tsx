import { Link } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-shell";
import { useBusinessTimeZone } from "~/components/admin/admin-time";
import { Alert } from "~/components/admin/alert";
import { DataTable, Td, Th, Tr } from "~/components/admin/data-table";
import { DateRangeFields, FilterField, FilterForm } from "~/components/admin/filter-fields";
import { DateCell } from "~/components/admin/lead-inbox";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { AUDIT_PAGE_SIZE, auditActions, listAuditLog } from "~/models/audit-log.server";
import { dateRangeError } from "~/schemas/lead";
import { isoDate, text } from "~/schemas/primitives";
import { env } from "~/utils/env.server";
import { startOfDayIn, startOfNextDayIn, timeZoneLabel } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/audit-log";
import { describeAuditEntries } from "./audit-log-entries.server";
import { parseListQuery } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Audit Log | Aurum Admin" }];

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const AuditQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, text().trim().max(200).optional()),
  action: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => Object.hasOwn(auditActions, value))
      .optional(),
  ),
  from: z.preprocess(blankToUndefined, isoDate().optional()),
  to: z.preprocess(blankToUndefined, isoDate().optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(request, AuditQuerySchema);
  const actions = Object.entries(auditActions).map(([value, label]) => ({ value, label }));
  const rangeError = dateRangeError(query);
  if (rangeError) {
    return {
      entries: [],
      total: 0,
      page: 1,
      pageSize: AUDIT_PAGE_SIZE,
      query,
      actions,
      error: rangeError,
    };
  }
  const zone = env().BUSINESS_TIMEZONE;
  const { entries, total, page, current } = await listAuditLog({
    page: query.page,
    action: query.action as keyof typeof auditActions | undefined,
    search: query.search,
    since: query.from ? startOfDayIn(query.from, zone) : null,
    before: query.to ? startOfNextDayIn(query.to, zone) : null,
  });
  return {
    entries: describeAuditEntries(entries, current),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    query,
    actions,
    error: null,
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageSize, query, actions, error } = loaderData;
  const timeZone = useBusinessTimeZone();
  return (
    <AdminPage
      title={`Audit Log (${total})`}
      description="Sign-ins, failed sign-ins and every change made in the admin, newest first."
    >
      <FilterForm label="Filter the audit log" className="flex flex-wrap items-end gap-3">
        <FilterField label="Search" id="audit-search" className="min-w-56 flex-1">
          <Input
            id="audit-search"
            name="search"
            type="search"
            defaultValue={query.search ?? ""}
            placeholder="Record name, email, IP address…"
          />
        </FilterField>
        <FilterField label="Event" id="audit-action">
          <NativeSelect id="audit-action" name="action" defaultValue={query.action ?? ""}>
            <option value="">All events</option>
            {actions.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <DateRangeFields idPrefix="audit" from={query.from} to={query.to} />
        <Button type="submit">Apply</Button>
        <p className="w-full text-xs text-muted-foreground">
          Dates and times are in {timeZone} ({timeZoneLabel(timeZone)}).
        </p>
      </FilterForm>
      {error ? (
        <Alert tone="error" title={error} />
      ) : entries.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-8 text-center text-sm text-muted-foreground">
          No events recorded.
        </p>
      ) : (
        <DataTable label="Audit log">
          <thead>
            <tr>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>What</Th>
              <Th>Changes</Th>
              <Th>IP address</Th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Tr key={entry.id} data-testid="audit-entry">
                <Td>
                  <DateCell value={entry.createdAt} />
                </Td>
                <Td className="break-all">{entry.actorEmail ?? "—"}</Td>
                <Td className="min-w-48">
                  {entry.record ? (
                    <>
                      {entry.event}:{" "}
                      {entry.href ? (
                        <Link
                          to={entry.href}
                          className="font-medium text-ink-900 underline decoration-ink-900/20 underline-offset-4 hover:text-gold-700"
                        >
                          {entry.record}
                        </Link>
                      ) : (
                        <span className="font-medium">{entry.record}</span>
                      )}
                    </>
                  ) : (
                    entry.event
                  )}
                </Td>
                <Td className="min-w-48">
                  {entry.changes.length ? (
                    <ul className="flex flex-col gap-1">
                      {entry.changes.map((change) => (
                        <li key={change.field} className="break-words">
                          <span className="text-muted-foreground">{change.field}:</span>{" "}
                          {change.from} <span aria-hidden>→</span>
                          <span className="sr-only">to</span> {change.to}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {entry.note ? <p className="break-words">{entry.note}</p> : null}
                  {!entry.changes.length && !entry.note ? "—" : null}
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{entry.ip ?? "—"}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {error ? null : <Pagination page={page} pageSize={pageSize} total={total} />}
    </AdminPage>
  );
}
