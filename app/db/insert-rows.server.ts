import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client.server";

/**
 * Inserts many rows in one statement whose text does not grow with them: the rows travel as a
 * single JSON parameter that the database spreads into the table's columns
 * (`json_populate_recordset`). Drizzle's multi-row insert builds a parameter per column of
 * every row, which costs more CPU in this process than the database spends storing a batch
 * of enquiries. The columns written are those any row gives (a row that lacks one stores null
 * there); every other column takes its default. Values are JSON-encoded: dates as ISO
 * timestamps, objects of json/jsonb columns as they are. The table must have an `id` column:
 * the inserted rows' ids are returned.
 */
export async function insertRows<Table extends PgTable>(
  executor: Executor,
  table: Table,
  rows: Array<Table["$inferInsert"]>,
): Promise<Array<{ id: string }>> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql.raw(", "),
  );
  // node-postgres and PGlite both answer raw SQL with `{ rows }`.
  const result = (await executor.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) returning id`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows;
}
