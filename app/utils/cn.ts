import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, the later of two conflicting Tailwind classes winning. tailwind-merge
 * weighs about 8 kB (gzip): the public components the home page loads at once join theirs with
 * `clsx`, keeping classes that could conflict apart.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
