import { Calendar, Clock, Eye, FileText, MapPin, Pencil, Plane } from "lucide-react";
import { imageSource } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { daysOnMarket, PRICE_ON_REQUEST, statusLabel } from "~/content/aircraft-facts";
import type { AircraftStatus } from "~/db/schema";
import { SpecificationDropzone } from "./specification-dropzone";
import type { AdminAircraftView } from "./types";

export type AircraftActions = {
  onView: (aircraft: AdminAircraftView) => void;
  onEdit: (aircraft: AdminAircraftView) => void;
};

const number = (value: number | null, unit = "") =>
  value === null ? "—" : `${value.toLocaleString("en-US")}${unit}`;

function statusVariant(status: AircraftStatus) {
  if (status === "for-sale") return "success" as const;
  if (status === "sold") return "muted" as const;
  return "warning" as const;
}

function priceText(aircraft: AdminAircraftView) {
  return aircraft.askingPrice || (aircraft.priceOnRequest ? PRICE_ON_REQUEST : "Price not set");
}

/** One listing as a card: identity, key figures, actions and its spec sheet. */
export function AircraftCard({
  aircraft,
  onView,
  onEdit,
}: { aircraft: AdminAircraftView } & AircraftActions) {
  return (
    <article className="flex flex-col overflow-hidden rounded-md border border-ink-900/10 bg-white shadow-sm">
      {aircraft.heroImage ? (
        <img
          {...imageSource(aircraft.heroImage.src, aircraft.heroImage, "wide")}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div aria-hidden className="flex aspect-[16/9] items-center justify-center bg-ink-900">
          <Plane className="size-10 text-gold-400" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-ink-400 uppercase">
              {aircraft.make}
            </p>
            <h3 className="font-display text-2xl font-semibold text-ink-900">{aircraft.model}</h3>
            <p className="text-sm text-ink-700">{aircraft.regNumber || "No registration"}</p>
          </div>
          <div className="flex flex-col items-end gap-1.5">
            {aircraft.featured ? <Badge variant="gold">Featured</Badge> : null}
            <Badge variant={statusVariant(aircraft.status)}>{statusLabel(aircraft.status)}</Badge>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-400">
              <Calendar aria-hidden className="size-3.5" />
              Year
            </dt>
            <dd className="font-medium text-ink-900">{aircraft.year ?? "—"}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-400">
              <Clock aria-hidden className="size-3.5" />
              TTAF
            </dt>
            <dd className="font-medium text-ink-900">{number(aircraft.ttaf, " hrs")}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">Price</dt>
            <dd className="font-medium text-ink-900">{priceText(aircraft)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">Days on market</dt>
            <dd className="font-medium text-ink-900">{number(daysOnMarket(aircraft.listedAt))}</dd>
          </div>
          <div className="col-span-2">
            <dt className="flex items-center gap-1 text-xs text-ink-400">
              <MapPin aria-hidden className="size-3.5" />
              Location
            </dt>
            <dd className="font-medium text-ink-900">
              {[aircraft.location, aircraft.baseAp].filter(Boolean).join(" · ") || "—"}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={() => onView(aircraft)}
          >
            <Eye aria-hidden />
            View Details<span className="sr-only"> of {aircraft.name}</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(aircraft)}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> {aircraft.name}</span>
          </Button>
        </div>
        <SpecificationDropzone
          aircraftId={aircraft.id}
          aircraftName={aircraft.name}
          documentUrl={aircraft.specificationDocumentUrl}
        />
      </div>
    </article>
  );
}

/** The list view: Aircraft, Specs, Financial, Status, Actions. */
export function AircraftTable({
  aircraft,
  onView,
  onEdit,
}: { aircraft: AdminAircraftView[] } & AircraftActions) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Aircraft</TableHead>
          <TableHead scope="col">Specs</TableHead>
          <TableHead scope="col">Financial</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="text-right">
            Actions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {aircraft.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <p className="font-medium text-ink-900">{item.name}</p>
              <p className="text-xs text-muted-foreground">
                {[item.regNumber, item.serialNumber ? `S/N ${item.serialNumber}` : null]
                  .filter(Boolean)
                  .join(" · ") || "No registration"}
              </p>
            </TableCell>
            <TableCell className="text-sm">
              <p>Year {item.year ?? "—"}</p>
              <p className="text-xs text-muted-foreground">
                {number(item.ttaf, " hrs")} · {number(item.landings)} landings
              </p>
            </TableCell>
            <TableCell className="text-sm">
              <p>{priceText(item)}</p>
              <p className="text-xs text-muted-foreground">
                {item.listedAt
                  ? `${number(daysOnMarket(item.listedAt))} days on market`
                  : "Never listed"}
              </p>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <Badge variant={statusVariant(item.status)}>{statusLabel(item.status)}</Badge>
                {item.featured ? <Badge variant="gold">Featured</Badge> : null}
                {item.websiteListing ? null : <Badge variant="muted">Not on website</Badge>}
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-1">
                <Button type="button" variant="ghost" size="sm" onClick={() => onView(item)}>
                  <Eye aria-hidden />
                  View<span className="sr-only"> {item.name}</span>
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(item)}>
                  <Pencil aria-hidden />
                  Edit<span className="sr-only"> {item.name}</span>
                </Button>
                {item.specificationDocumentUrl ? (
                  <Button asChild variant="ghost" size="sm">
                    <a href={item.specificationDocumentUrl} target="_blank" rel="noreferrer">
                      <FileText aria-hidden />
                      PDF
                      <span className="sr-only">
                        {" "}
                        specification of {item.name} (opens a new tab)
                      </span>
                    </a>
                  </Button>
                ) : null}
              </div>
              <div className="mt-2 min-w-48">
                <SpecificationDropzone
                  aircraftId={item.id}
                  aircraftName={item.name}
                  documentUrl={item.specificationDocumentUrl}
                  compact
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
