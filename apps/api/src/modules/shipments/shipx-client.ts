// InPost ShipX REST adapter (docs/shipments.md): create a shipment, read it
// back, fetch its label. Every failure becomes an AppError staff can read: 502 when ShipX fails
// or refuses the shop's settings, 422 with ShipX's field errors in Polish when it refuses the
// parcel's data, 409 when the label is asked for before InPost confirmed the shipment.
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';

export interface ShipXSettings {
  token: string;
  organizationId: number;
  /** e.g. https://sandbox-api-shipx-pl.easypack24.net (no trailing slash). */
  baseUrl: string;
}

/** What the shop reads of a shipment resource. */
export interface ShipXShipment {
  id: number;
  status: string;
  /** Known from `confirmed` on. */
  trackingNumber: string | null;
}

export type LabelType = 'normal' | 'A6';

const TIMEOUT_MS = 15_000;
/** Labels are a page or two; anything much bigger is not one. */
const LABEL_MAX_BYTES = 5 * 1024 * 1024;

const shipmentSchema = z.object({
  id: z.number().int().positive(),
  status: z.string().min(1),
  tracking_number: z.string().min(1).nullish(),
});

/** ShipX's error answer: { status, error, message, details } (details may be null). */
const errorSchema = z.object({
  error: z.string(),
  message: z.string().nullish(),
  details: z.unknown().optional(),
});

const FIELD_LABELS: Record<string, string> = {
  service: 'usługa',
  reference: 'numer referencyjny',
  parcels: 'paczka',
  'parcels.template': 'gabaryt paczki',
  'parcels.dimensions': 'wymiary paczki',
  'parcels.dimensions.length': 'długość paczki',
  'parcels.dimensions.width': 'szerokość paczki',
  'parcels.dimensions.height': 'wysokość paczki',
  'parcels.weight': 'waga paczki',
  'parcels.weight.amount': 'waga paczki',
  target_point: 'paczkomat',
  sending_method: 'sposób nadania paczek w ustawieniach wysyłek',
  receiver: 'odbiorca',
  'receiver.phone': 'telefon odbiorcy',
  'receiver.email': 'e-mail odbiorcy',
  'receiver.first_name': 'imię odbiorcy',
  'receiver.last_name': 'nazwisko odbiorcy',
  'receiver.company_name': 'imię i nazwisko lub firma odbiorcy',
  'receiver.address': 'adres odbiorcy',
  'receiver.address.street': 'ulica odbiorcy',
  'receiver.address.building_number': 'numer domu odbiorcy',
  'receiver.address.city': 'miejscowość odbiorcy',
  'receiver.address.post_code': 'kod pocztowy odbiorcy',
  'receiver.address.country_code': 'kraj odbiorcy',
  sender: 'nadawca (dane firmy sklepu)',
  'sender.phone': 'telefon nadawcy (z danych firmy sklepu)',
  'sender.email': 'e-mail nadawcy (z danych firmy sklepu)',
  'sender.company_name': 'nazwa nadawcy (z danych firmy sklepu)',
  'sender.address.street': 'ulica nadawcy (z danych firmy sklepu)',
  'sender.address.building_number': 'numer domu nadawcy (z danych firmy sklepu)',
  'sender.address.city': 'miejscowość nadawcy (z danych firmy sklepu)',
  'sender.address.post_code': 'kod pocztowy nadawcy (z danych firmy sklepu)',
};

const KEY_LABELS: Record<string, string> = {
  required: 'brak wartości',
  invalid: 'nieprawidłowa wartość',
  invalid_format: 'nieprawidłowy format',
  too_short: 'za krótkie',
  too_long: 'za długie',
  too_small: 'za mała wartość',
  too_big: 'za duża wartość',
  not_a_number: 'to nie liczba',
  not_an_integer: 'to nie liczba całkowita',
  does_not_exist: 'nie istnieje',
  invalid_box_machine_function: 'nie przyjmuje takich paczek',
};

/**
 * ShipX's validation details, `{ field: [keys] }` with nested forms as arrays of such objects
 * (`{ custom_attributes: [{ target_point: ["does_not_exist"] }] }`), as "field: problem" lines.
 */
export function validationProblems(details: unknown, path: string[] = []): string[] {
  if (Array.isArray(details)) {
    if (details.every((item) => typeof item === 'string')) {
      const field = path.join('.');
      const label = FIELD_LABELS[field] ?? field;
      return details.map(
        (key: string) => `${label}: ${KEY_LABELS[key] ?? 'nieprawidłowa wartość'}`,
      );
    }
    return details.flatMap((item) => validationProblems(item, path));
  }
  if (typeof details !== 'object' || details === null) return [];
  return Object.entries(details).flatMap(([field, value]) =>
    // The custom_attributes wrapper says nothing to staff: "target_point" does.
    validationProblems(value, field === 'custom_attributes' ? path : [...path, field]),
  );
}

const unavailable = (what: string) =>
  new AppError('ShipXUnavailableException', 502, `InPost (ShipX) nie odpowiada: ${what}`);

/** A ShipX answer that is not a success, as the error staff see. */
function errorOf(status: number, text: string, action: 'create' | 'read' | 'label'): AppError {
  let body: z.infer<typeof errorSchema> | undefined;
  try {
    body = errorSchema.parse(JSON.parse(text));
  } catch {
    body = undefined;
  }
  if (status === 401) {
    return new AppError(
      'ShipXAuthException',
      502,
      'InPost nie przyjął klucza dostępu do wysyłek: poproś administratora sklepu o nowy token ShipX z Managera Paczek InPost',
    );
  }
  if (status === 403) {
    return new AppError(
      'ShipXAuthException',
      502,
      'Klucz dostępu do wysyłek nie pasuje do konta firmy w InPost: poproś administratora sklepu o sprawdzenie numeru organizacji z Managera Paczek',
    );
  }
  if (status === 404) {
    return new AppError('ShipXException', 502, 'InPost nie zna tej przesyłki');
  }
  if (body?.error === 'validation_failed' && action === 'create') {
    const problems = validationProblems(body.details);
    return new AppError(
      'ShipmentRejectedException',
      422,
      `InPost odrzucił przesyłkę: ${problems.length > 0 ? problems.join('; ') : 'nieprawidłowe dane'}`,
    );
  }
  if (body?.error === 'invalid_action' && action === 'label') {
    return labelNotReady();
  }
  // Only the error key is shown: ShipX's message is not Polish and may change.
  const key = body && /^[a-z_]{1,64}$/.test(body.error) ? `${body.error}, ` : '';
  return new AppError('ShipXException', 502, `InPost odrzucił żądanie (${key}HTTP ${status})`);
}

export const labelNotReady = () =>
  new AppError(
    'LabelNotReadyException',
    409,
    'InPost jeszcze nie potwierdził przesyłki: etykieta będzie dostępna za chwilę',
  );

export function createShipXClient(settings: ShipXSettings, { timeoutMs = TIMEOUT_MS } = {}) {
  const authorization = `Bearer ${settings.token}`;

  async function call(
    action: 'create' | 'read' | 'label',
    path: string,
    init: { method?: string; body?: unknown; accept?: string } = {},
  ): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${settings.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization,
          accept: init.accept ?? 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // A redirect would carry the token and the receiver's data elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw action === 'create'
        ? unavailable(
            `${timedOut ? 'brak odpowiedzi w czasie' : 'brak połączenia'}. Sprawdź w Managerze Paczek, czy przesyłka nie powstała, zanim spróbujesz ponownie`,
          )
        : unavailable(timedOut ? 'brak odpowiedzi w czasie' : 'brak połączenia');
    }
    if (!res.ok) throw errorOf(res.status, await res.text().catch(() => ''), action);
    return res;
  }

  async function shipmentOf(res: Response): Promise<ShipXShipment> {
    const parsed = shipmentSchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw unavailable('nieoczekiwana odpowiedź');
    const { id, status, tracking_number } = parsed.data;
    return { id, status, trackingNumber: tracking_number ?? null };
  }

  return {
    /** POST /v1/organizations/{id}/shipments: answers the new shipment (status `created`). */
    async create(body: object): Promise<ShipXShipment> {
      return shipmentOf(
        await call('create', `/v1/organizations/${settings.organizationId}/shipments`, {
          method: 'POST',
          body,
        }),
      );
    },

    /** GET /v1/shipments/{id}: the shipment as ShipX has it now. */
    async read(id: number): Promise<ShipXShipment> {
      return shipmentOf(await call('read', `/v1/shipments/${id}`));
    },

    /** GET /v1/shipments/{id}/label?format=pdf&type=...: the label, from `confirmed` on. */
    async label(id: number, type: LabelType): Promise<Buffer> {
      const res = await call('label', `/v1/shipments/${id}/label?format=pdf&type=${type}`, {
        accept: 'application/pdf',
      });
      if (Number(res.headers.get('content-length') ?? 0) > LABEL_MAX_BYTES) {
        throw unavailable('etykieta jest za duża');
      }
      const pdf = Buffer.from(await res.arrayBuffer());
      // The file says what it is: an error page answered with 200 is not a label.
      if (pdf.length > LABEL_MAX_BYTES || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw unavailable('etykieta nie jest plikiem PDF');
      }
      return pdf;
    },
  };
}

export type ShipXClient = ReturnType<typeof createShipXClient>;
