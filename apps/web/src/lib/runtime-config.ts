// The web runtime configuration (GET /config.json), loaded once before the app renders so that
// nothing environment-specific is baked into the bundle.
import { z } from 'zod';

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  /** The shop's public address (PUBLIC_URL): structured data name pages by it. */
  publicUrl: z.string().min(1),
  geowidget: z.object({ scriptUrl: z.string(), cssUrl: z.string(), token: z.string() }).nullable(),
  printerDefaultUrl: z.string(),
  /** The shop's operator for /contact and the legal pages; `demo` when not configured. */
  operator: z.object({
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    nip: z.string(),
    krs: z.string(),
    regon: z.string(),
    email: z.string(),
    phone: z.string(),
    demo: z.boolean(),
  }),
  /** A drop's lobby runs from opensBeforeMs before its start to closesAfterMs after it. */
  lobby: z.object({ opensBeforeMs: z.number(), closesAfterMs: z.number() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type Operator = RuntimeConfig['operator'];

let config: RuntimeConfig | null = null;
let source = () => config;

/** Fetches /config.json; call once at start-up (main.tsx) and await it before rendering. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json failed with ${response.status}`);
  return setRuntimeConfig(await response.json());
}

/** Takes the configuration the server wrote into a rendered page (main.tsx). */
export function setRuntimeConfig(value: unknown): RuntimeConfig {
  config = runtimeConfigSchema.parse(value);
  return config;
}

/** On the server, where each page render reads the configuration of its own server. */
export function readRuntimeConfigFrom(read: () => RuntimeConfig | null) {
  source = read;
}

/** The loaded configuration; throws when used before loadRuntimeConfig() finished. */
export function getRuntimeConfig(): RuntimeConfig {
  const current = source();
  if (!current) throw new Error('Runtime configuration is not loaded yet (loadRuntimeConfig)');
  return current;
}
