import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each component test renders into an empty document.
afterEach(() => cleanup());

// Component tests run without a server: the analytics beacons the forms send have nowhere to go,
// and happy-dom's own beacon would fail its request outside any handler. They are accepted and
// dropped, as a browser queues them.
Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => true });
