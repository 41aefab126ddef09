import { Toaster as Sonner, toast } from "sonner";

export { toast };

/**
 * Toasts announce results of actions; sonner renders them in an aria-live region. Bottom-right,
 * where they cover neither the admin's navigation nor the site's header.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
