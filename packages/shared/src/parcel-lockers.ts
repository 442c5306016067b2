// InPost parcel lockers as checkout finds them (GET /parcel-lockers, docs/shipments.md): the
// search the shopper types and the lockers it answers, the shopper's last one first.
import { z } from 'zod';

/**
 * A code (KRA010), a postal code (31-147), a town (Kraków) or a town and street (Kraków Długa);
 * without one, only the shopper's last locker is answered.
 */
export const parcelLockerSearchSchema = z.object({
  q: z
    .string({ error: 'Wpisz kod paczkomatu, miejscowość lub ulicę' })
    .trim()
    .min(2, 'Wpisz co najmniej 2 znaki')
    .max(80, 'Wpisz najwyżej 80 znaków')
    .optional(),
});

export const parcelLockerSchema = z.object({
  /** The point's name, which the order carries (e.g. KRA010). */
  id: z.string(),
  /** "Długa 1, 31-147 Kraków". */
  address: z.string(),
  /** Where it stands ("Przy sklepie Żabka"), when InPost says. */
  description: z.string().nullable(),
});
export type ParcelLocker = z.infer<typeof parcelLockerSchema>;

export const parcelLockerListSchema = z.object({
  items: z.array(parcelLockerSchema),
  /** The locker of the shopper's last order, offered first. */
  lastUsed: parcelLockerSchema.nullable(),
});
export type ParcelLockerList = z.infer<typeof parcelLockerListSchema>;

export const PARCEL_LOCKERS_UNAVAILABLE =
  'Wyszukiwarka paczkomatów InPost jest chwilowo niedostępna. Wpisz kod paczkomatu.';

/** The order names a locker InPost does not know. */
export const unknownParcelLocker = (id: string) =>
  `Nie ma paczkomatu ${id}. Wyszukaj paczkomat po kodzie, miejscowości lub ulicy.`;
