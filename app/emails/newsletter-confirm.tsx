import { Button, Text } from "@react-email/components";
import { business } from "~/config/business";
import { buttonStyle, EmailLayout, linkNoteStyle, textStyle } from "./layout";

/** Double opt-in: the signup counts only once this link is followed. */
export function NewsletterConfirmEmail({
  confirmUrl,
  unsubscribeUrl,
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Confirm your subscription to the ${business.name} journal`}
      unsubscribeUrl={unsubscribeUrl}
      heading="Please confirm your subscription"
    >
      <Text style={textStyle}>
        Thank you for your interest in the {business.name} journal: market insight, aircraft
        spotlights and private travel, a few times a month.
      </Text>
      <Text style={textStyle}>Confirm that this address should receive it:</Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Confirm subscription
      </Button>
      <Text style={linkNoteStyle}>Or open this link: {confirmUrl}</Text>
      <Text style={textStyle}>
        If you did not ask for this, ignore this message: without confirmation you will receive
        nothing further.
      </Text>
    </EmailLayout>
  );
}

/** Sent once the address is confirmed. */
export function NewsletterWelcomeEmail({
  journalUrl,
  unsubscribeUrl,
}: {
  journalUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview={`You are subscribed to the ${business.name} journal`}
      unsubscribeUrl={unsubscribeUrl}
      heading="Welcome aboard"
    >
      <Text style={textStyle}>
        Your subscription is confirmed. You will hear from us when we publish new market analysis,
        aircraft spotlights and travel features.
      </Text>
      <Button href={journalUrl} style={buttonStyle}>
        Read the journal
      </Button>
    </EmailLayout>
  );
}
