import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { ExternalLink, FileText } from "lucide-react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { categoryLabel } from "~/content/aircraft-categories";
import { daysOnMarket, PRICE_ON_REQUEST, statusLabel } from "~/content/aircraft-facts";
import { DEFAULT_PRICE_LABEL } from "~/schemas/aircraft";
import {
  AircraftCategoryOptions,
  AircraftFieldRow,
  AircraftStatusOptions,
} from "./aircraft-field-row";
import { SpecListEditor, SpecListView } from "./spec-list";
import type { AdminAircraftView, AircraftDraft } from "./types";

export const SPEC_GROUPS = [
  { key: "general", label: "More general details" },
  { key: "performance", label: "More performance details" },
  { key: "dimensions", label: "More dimensions" },
] as const;

/** The figures that have a field of their own, as the Specs tab shows and edits them. */
const FIGURE_FIELDS = [
  { key: "manufacturer", label: "Manufacturer", placeholder: "e.g. Gulfstream Aerospace" },
  { key: "passengers", label: "Passengers (certified maximum)", numeric: true },
  { key: "seatsConfigured", label: "Seats as configured", numeric: true },
  { key: "rangeNm", label: "Range (nm)", numeric: true },
  { key: "cruiseSpeed", label: "Max cruise speed", placeholder: "e.g. Mach 0.85" },
  { key: "longRangeCruise", label: "Long-range cruise", placeholder: "e.g. Mach 0.80" },
  { key: "maxAltitudeFt", label: "Max operating altitude (ft)", numeric: true },
  { key: "takeoffDistanceFt", label: "Takeoff distance (ft)", numeric: true },
  { key: "powerplant", label: "Engines", placeholder: "e.g. 2 × Rolls-Royce Tay 611-8" },
  { key: "baggage", label: "Baggage", placeholder: "e.g. 169 ft³, accessible in flight" },
  { key: "cabinLength", label: "Cabin length", placeholder: "e.g. 45 ft 1 in" },
  { key: "cabinWidth", label: "Cabin width", placeholder: "e.g. 7 ft 4 in" },
  { key: "cabinHeight", label: "Cabin height", placeholder: "e.g. 6 ft 1 in" },
  { key: "cabinVolumeCuFt", label: "Cabin volume (ft³)", numeric: true },
  { key: "exteriorLength", label: "Exterior length", placeholder: "e.g. 88 ft 4 in" },
  { key: "wingspan", label: "Wingspan", placeholder: "e.g. 77 ft 10 in" },
  { key: "exteriorHeight", label: "Exterior height", placeholder: "e.g. 24 ft 5 in" },
] as const;

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

export function AircraftSpecsView({ aircraft }: { aircraft: AdminAircraftView }) {
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
        <Detail label="Status" value={statusLabel(aircraft.status)} />
        <Detail
          label="Asking price"
          value={
            aircraft.askingPrice ||
            (aircraft.priceOnRequest ? `On request (${PRICE_ON_REQUEST})` : "Not set")
          }
        />
        <Detail label="Days on market" value={orDash(daysOnMarket(aircraft.listedAt))} />
        <Detail label="Base airport" value={orDash(aircraft.baseAp)} />
        <Detail label="Location" value={orDash(aircraft.location)} />
        {FIGURE_FIELDS.map((figure) => (
          <Detail
            key={figure.key}
            label={figure.label}
            value={orDash(
              typeof aircraft[figure.key] === "number"
                ? (aircraft[figure.key] as number).toLocaleString("en-US")
                : aircraft[figure.key],
            )}
          />
        ))}
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
      {SPEC_GROUPS.map((group) => (
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

/** A box's props without `type`, which the Checkbox sets itself. */
function checkboxProps(field: FieldMetadata<boolean>) {
  const { type: _checkbox, ...props } = getInputProps(field, { type: "checkbox" });
  return props;
}

type AircraftFields = ReturnType<FieldMetadata<AircraftDraft>["getFieldset"]>;

/** The Specs tab in edit mode: every scalar field, the flags, the description and the groups. */
export function AircraftSpecsEditor({
  formId,
  fields,
}: {
  formId: string;
  fields: AircraftFields;
}) {
  const whole = { type: "number", inputMode: "numeric", step: "1" } as const;
  const specifications = fields.specifications.getFieldset();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AircraftFieldRow field={fields.make} label="Make" required />
        <AircraftFieldRow field={fields.model} label="Model" required />
        <AircraftFieldRow field={fields.name} label="Display name" placeholder="Make and model" />
        <Field id={fields.category.id} label="Category" error={fields.category.errors}>
          <NativeSelect {...getSelectProps(fields.category)}>
            <AircraftCategoryOptions />
          </NativeSelect>
        </Field>
        <AircraftFieldRow field={fields.regNumber} label="Registration" />
        <AircraftFieldRow field={fields.serialNumber} label="Serial number" />
        <AircraftFieldRow field={fields.year} label="Year" {...whole} />
        <AircraftFieldRow
          field={fields.ttaf}
          label="TTAF (hours)"
          type="number"
          inputMode="decimal"
          step="0.1"
        />
        <AircraftFieldRow field={fields.landings} label="Landings" {...whole} />
        <Field id={fields.status.id} label="Status" error={fields.status.errors}>
          <NativeSelect {...getSelectProps(fields.status)}>
            <AircraftStatusOptions />
          </NativeSelect>
        </Field>
        <AircraftFieldRow
          field={fields.askingPrice}
          label="Asking price"
          placeholder={DEFAULT_PRICE_LABEL}
        />
        <AircraftFieldRow field={fields.baseAp} label="Base airport" placeholder="e.g. YPPH" />
        <AircraftFieldRow field={fields.location} label="Location" />
        {FIGURE_FIELDS.map((figure) =>
          "numeric" in figure ? (
            <AircraftFieldRow
              key={figure.key}
              field={fields[figure.key]}
              label={figure.label}
              {...whole}
            />
          ) : (
            <AircraftFieldRow
              key={figure.key}
              field={fields[figure.key]}
              label={figure.label}
              placeholder={figure.placeholder}
            />
          ),
        )}
        <AircraftFieldRow field={fields.slug} label="Slug" placeholder="Derived from the name" />
      </div>
      <div className="flex flex-wrap gap-6">
        <label
          htmlFor={fields.featured.id}
          className="flex items-center gap-2 text-sm text-ink-800"
        >
          <Checkbox {...checkboxProps(fields.featured)} />
          Featured
        </label>
        <label
          htmlFor={fields.priceOnRequest.id}
          className="flex items-center gap-2 text-sm text-ink-800"
        >
          <Checkbox {...checkboxProps(fields.priceOnRequest)} />
          Price on request
        </label>
      </div>
      <Field id={fields.description.id} label="Description" error={fields.description.errors}>
        <Textarea rows={4} {...getTextareaProps(fields.description)} />
      </Field>
      {SPEC_GROUPS.map((group) => (
        <SpecListEditor
          key={group.key}
          formId={formId}
          legend={group.label}
          field={specifications[group.key]}
        />
      ))}
    </div>
  );
}
