import type { LeadKind } from "~/schemas/lead";

/** The lead a form acts on; the server checks both against its schema. */
export function LeadRef({
  intent,
  leadId,
  type,
}: {
  intent: string;
  leadId: string;
  type: LeadKind;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadType" value={type} />
      <input type="hidden" name="leadId" value={leadId} />
    </>
  );
}
