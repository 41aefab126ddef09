import { Section, Text } from "@react-email/components";
import { business } from "~/config/business";
import { colors, EmailLayout, SignOff, textStyle } from "./layout";

/**
 * A name longer than this, or one that carries a link or an address, is not repeated: the
 * greeting is the only visitor text this message could carry to an address anyone can type.
 */
const MAX_GREETED_NAME = 60;
const LINK_LIKE = /[@/\\:<>]|www\.|\.[a-z]{2,}\b/i;

/** The name to greet, or null when it could smuggle someone else's message into our mail. */
export function greetedName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_GREETED_NAME || LINK_LIKE.test(trimmed)) return null;
  return trimmed;
}

/** The short reference of a stored enquiry, as staff can quote it on the phone. */
export function enquiryReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}

/**
 * The acknowledgement an enquirer receives. It names what was received (the kind of request
 * and its reference) and what happens next, and repeats none of the free text that was typed:
 * anyone can enter any address in a public form, so a copy of the message would let strangers
 * send their own text from our domain. Staff receive the full submission separately.
 */
export function EnquirerConfirmationEmail({
  name,
  heading,
  paragraphs,
  request,
  reference,
}: {
  name: string;
  heading: string;
  paragraphs: string[];
  /** What was received, in the site's own words (e.g. "Enquiry (Aircraft Purchase)"). */
  request: string;
  reference: string;
}) {
  const greeted = greetedName(name);
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      <Text style={textStyle}>{greeted ? `Dear ${greeted},` : "Hello,"}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      <Section
        style={{
          borderLeft: `3px solid ${colors.gold500}`,
          padding: "4px 0 4px 16px",
          margin: "8px 0 24px",
        }}
      >
        <Text style={{ ...textStyle, fontSize: "14px", margin: "0 0 6px" }}>
          <strong>Received:</strong> {request}
        </Text>
        <Text style={{ ...textStyle, fontSize: "14px", margin: "0" }}>
          <strong>Reference:</strong> {reference}
        </Text>
      </Section>
      <Text style={textStyle}>
        Should anything change, reply to this message with your reference or call us on{" "}
        {business.phone}. If you did not send this request, you can ignore this message.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
