import { Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { SpecItem } from "~/db/schema";

/** A label/value list shown as a definition list (view mode). */
export function SpecListView({ items, emptyText }: { items: SpecItem[]; emptyText: string }) {
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  }
  return (
    <dl className="divide-y divide-ink-900/10 rounded-md border border-ink-900/10 bg-white">
      {items.map((item, index) => (
        <div
          key={index}
          className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[minmax(0,2fr)_3fr]"
        >
          <dt className="font-medium text-ink-700">{item.label}</dt>
          <dd className="text-ink-900">{item.value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Edits a label/value list: each row has its own labelled inputs and a remove button;
 * `errors` maps "index.label" to a message.
 */
export function SpecListEditor({
  idPrefix,
  legend,
  items,
  onChange,
  errors,
}: {
  idPrefix: string;
  legend: string;
  items: SpecItem[];
  onChange: (items: SpecItem[]) => void;
  errors?: Record<string, string>;
}) {
  const update = (index: number, field: keyof SpecItem, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rows yet.</p>
      ) : (
        items.map((item, index) => {
          const labelError = errors?.[`${index}.label`];
          const valueError = errors?.[`${index}.value`];
          return (
            <div
              key={index}
              className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_3fr_auto] sm:items-start"
            >
              <div>
                <label htmlFor={`${idPrefix}-${index}-label`} className="sr-only">
                  {legend} row {index + 1} label
                </label>
                <Input
                  id={`${idPrefix}-${index}-label`}
                  value={item.label}
                  placeholder="Label"
                  aria-invalid={labelError ? true : undefined}
                  onChange={(event) => update(index, "label", event.currentTarget.value)}
                />
                {labelError ? <p className="mt-1 text-xs text-destructive">{labelError}</p> : null}
              </div>
              <div>
                <label htmlFor={`${idPrefix}-${index}-value`} className="sr-only">
                  {legend} row {index + 1} value
                </label>
                <Input
                  id={`${idPrefix}-${index}-value`}
                  value={item.value}
                  placeholder="Value"
                  aria-invalid={valueError ? true : undefined}
                  onChange={(event) => update(index, "value", event.currentTarget.value)}
                />
                {valueError ? <p className="mt-1 text-xs text-destructive">{valueError}</p> : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
                <span className="sr-only">
                  Remove {legend} row {index + 1}
                </span>
              </Button>
            </div>
          );
        })
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...items, { label: "", value: "" }])}
        >
          <Plus aria-hidden />
          Add row
        </Button>
      </div>
    </fieldset>
  );
}
