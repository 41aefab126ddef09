import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true once React has hydrated:
 * controls that only work with JavaScript use it to stay inert (and say so) until then.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
