import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientChunks } from "./tools/client-chunks";

export default defineConfig({
  // The Express app (server/app.ts) is bundled with the server build so production runs
  // compiled JavaScript only.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // Bundled into the server build rather than loaded whole from node_modules at start: the
  // server renders a few dozen of lucide's 1,500 icons and a few of Radix's primitives, and
  // loading either package whole costs a quarter of a second of processor time per start.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), clientChunks()],
});
