import { CalendarClock, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useBusinessTimeZone } from "~/components/admin/admin-time";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatAdminDateTime } from "~/utils/format";
import { ArticlePanel } from "./article-page";

/** A `datetime-local` value (the browser's own time zone) for a moment. */
function localInputValue(moment: Date) {
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * Schedule a draft to publish itself at a time the editor picks in their own time zone; the
 * journal, sitemap and feed show it from that moment.
 */
export function SchedulePanel({
  articleId,
  scheduledAt,
}: {
  articleId: string;
  scheduledAt: string | Date | null;
}) {
  const timeZone = useBusinessTimeZone();
  const id = useId();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(() =>
    scheduledAt ? localInputValue(new Date(scheduledAt)) : "",
  );
  const [busy, setBusy] = useState(false);

  async function save(publishAt: string | null) {
    setBusy(true);
    try {
      const response = await fetch(`/api/articles/${articleId}/schedule`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ publishAt }),
      });
      if (!response.ok) {
        await notify.failure("Scheduling Failed", response, "The schedule could not be saved.");
        return;
      }
      notify.success(
        publishAt ? "Publication Scheduled" : "Schedule Cancelled",
        publishAt
          ? `The article publishes itself ${formatAdminDateTime(publishAt, timeZone)}.`
          : "The article stays a draft until it is published.",
      );
      if (!publishAt) setValue("");
      await revalidator.revalidate();
    } catch {
      notify.error("Scheduling Failed", "The schedule could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ArticlePanel
      id={id}
      title="Schedule publication"
      summary={
        <p className="mt-1 text-sm text-muted-foreground" role="status">
          {scheduledAt
            ? `Publishes itself ${formatAdminDateTime(scheduledAt, timeZone)}.`
            : "Not scheduled: the article stays a draft until it is published."}
        </p>
      }
    >
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const moment = new Date(value);
          if (!value || Number.isNaN(moment.getTime())) {
            notify.error("Scheduling Failed", "Choose a date and time.");
            return;
          }
          void save(moment.toISOString());
        }}
      >
        <label htmlFor={`${id}-at`} className="flex flex-col gap-1.5 text-sm font-medium">
          Publish at (your time)
          <Input
            id={`${id}-at`}
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            className="w-auto"
            required
          />
        </label>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CalendarClock aria-hidden />
          )}
          {scheduledAt ? "Reschedule" : "Schedule"}
        </Button>
        {scheduledAt ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => save(null)}>
            Cancel schedule
          </Button>
        ) : null}
      </form>
    </ArticlePanel>
  );
}
