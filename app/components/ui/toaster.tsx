import { Toaster as Sonner, toast } from "sonner";

export { toast };

/** Toasts announce results of actions; sonner renders them in an aria-live region. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
