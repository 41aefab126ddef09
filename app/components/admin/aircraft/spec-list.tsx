import { type FieldMetadata, getInputProps, useFormMetadata } from "@conform-to/react";
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
 * Edits a label/value list of the dialog's form: each row has its own labelled inputs, its
 * errors beside them and a remove button; rows are added and removed through the form, so
 * typed values and errors stay with their row.
 */
export function SpecListEditor({
  formId,
  legend,
  field,
}: {
  formId: string;
  legend: string;
  field: FieldMetadata<SpecItem[]>;
}) {
  const form = useFormMetadata(formId);
  const rows = field.getFieldList();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rows yet.</p>
      ) : (
        rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <div
              key={row.key}
              className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_3fr_auto] sm:items-start"
            >
              <SpecCell
                field={cells.label}
                label={`${legend} row ${index + 1} label`}
                placeholder="Label"
              />
              <SpecCell
                field={cells.value}
                label={`${legend} row ${index + 1} value`}
                placeholder="Value"
              />
              <Button
                variant="ghost"
                size="icon"
                {...form.remove.getButtonProps({ name: field.name, index })}
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
          variant="outline"
          size="sm"
          {...form.insert.getButtonProps({
            name: field.name,
            defaultValue: { label: "", value: "" },
          })}
        >
          <Plus aria-hidden />
          Add row
        </Button>
      </div>
    </fieldset>
  );
}

function SpecCell({
  field,
  label,
  placeholder,
}: {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
}) {
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={field.id} className="sr-only">
        {label}
      </label>
      <Input {...getInputProps(field, { type: "text" })} placeholder={placeholder} />
      {error ? (
        <p id={field.errorId} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
