import { ShieldAlert } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ACCESS_DENIED_TITLE } from "~/content/access-denied";

/** What a signed-in account without admin rights sees in the admin area (status 403). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-ivory-50 px-6 py-24 text-center"
    >
      <ShieldAlert aria-hidden className="size-12 text-gold-600" />
      <h1 className="mt-6 text-4xl font-semibold text-ink-900">{ACCESS_DENIED_TITLE}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{message}</p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        <Form method="post" action="/admin/logout">
          <Button type="submit" variant="default">
            Sign Out
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
