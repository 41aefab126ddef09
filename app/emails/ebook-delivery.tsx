import { Button, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, linkNoteStyle, SignOff, textStyle } from "./layout";
import { BUYERS_GUIDE_TITLE } from "./wording";

/** Delivers the buying guide requested on /ebook-landing. */
export function EbookDeliveryEmail({
  name,
  guideUrl,
  contactUrl,
}: {
  name: string;
  guideUrl: string;
  contactUrl: string;
}) {
  return (
    <EmailLayout preview={`Your copy of ${BUYERS_GUIDE_TITLE}`} heading={BUYERS_GUIDE_TITLE}>
      <Text style={textStyle}>Dear {name},</Text>
      <Text style={textStyle}>
        Thank you for your interest. Your guide covers budgeting for a purchase, choosing the right
        category, the pre-purchase inspection, ownership structures and what an aircraft really
        costs to operate.
      </Text>
      <Button href={guideUrl} style={buttonStyle}>
        Download the guide (PDF)
      </Button>
      <Text style={linkNoteStyle}>Or open this link: {guideUrl}</Text>
      <Text style={textStyle}>
        When you are ready to discuss a specific aircraft, our advisors are one message away:{" "}
        {contactUrl}
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
