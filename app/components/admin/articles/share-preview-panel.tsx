import { Check, Copy, Link2, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useBusinessTimeZone } from "~/components/admin/admin-time";
import { notify } from "~/components/admin/notify";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatAdminDateTime } from "~/utils/format";
import { ArticlePanel } from "./article-page";

type PreviewLink = {
  id: string;
  expiresAt: string;
  createdByEmail: string | null;
  createdAt: string;
};

const DURATIONS = [
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
] as const;

/**
 * Share a preview with someone who has no account: a link that shows the article as saved,
 * draft or not, until it expires or is revoked. The link is shown once, when it is made.
 */
export function SharePreviewPanel({ articleId }: { articleId: string }) {
  const timeZone = useBusinessTimeZone();
  const id = useId();
  const endpoint = `/api/articles/${articleId}/preview-links`;
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [days, setDays] = useState("7");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const load = useCallback(async () => {
    const response = await fetch(endpoint).catch(() => null);
    if (response?.ok) setLinks(((await response.json()) as { links: PreviewLink[] }).links);
    else setLinks([]);
  }, [endpoint]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create() {
    setBusy(true);
    setCopied(false);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ days: Number(days) }),
      });
      if (!response.ok) {
        await notify.failure("Sharing Failed", response, "The preview link could not be made.");
        return;
      }
      setCreated(((await response.json()) as { url: string }).url);
      await load();
    } catch {
      notify.error("Sharing Failed", "The preview link could not be made.");
    } finally {
      setBusy(false);
    }
  }

  async function revoke(linkId: string) {
    const response = await fetch(`${endpoint}?linkId=${linkId}`, { method: "DELETE" }).catch(
      () => null,
    );
    if (response?.ok) {
      notify.success("Link Revoked", "The preview link no longer opens the article.");
      await load();
    } else notify.error("Revoking Failed", "The preview link could not be revoked.");
  }

  async function copy() {
    if (!created) return;
    await navigator.clipboard.writeText(created).catch(() => undefined);
    setCopied(true);
  }

  return (
    <ArticlePanel
      id={id}
      title="Share a preview"
      summary={
        <p className="mt-1 text-sm text-muted-foreground">
          Anyone with the link sees the article as last saved, without an account. Search engines
          never index it.
        </p>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-days`} className="flex flex-col gap-1.5 text-sm font-medium">
          Link works for
          <NativeSelect
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
          >
            {DURATIONS.map((duration) => (
              <option key={duration.days} value={duration.days}>
                {duration.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="button" variant="outline" onClick={create} disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
          Create preview link
        </Button>
      </div>
      {created ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-ink-900">
            New link — copy it now, it is shown only once
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={created}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      ) : null}
      {links === null ? (
        <p className="text-sm text-muted-foreground">Loading links…</p>
      ) : links.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open preview links.</p>
      ) : (
        <ul
          aria-label="Open preview links"
          className="flex flex-col divide-y divide-ink-900/5 text-sm"
        >
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-ink-800">
                Made {formatAdminDateTime(link.createdAt, timeZone)}
                {link.createdByEmail ? ` by ${link.createdByEmail}` : ""} · expires{" "}
                {formatAdminDateTime(link.expiresAt, timeZone)}
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => revoke(link.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ArticlePanel>
  );
}
