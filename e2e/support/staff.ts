// The staff account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD).
import type { Page } from '@playwright/test';
export const STAFF = { email: 'e2e-staff@sklep.test', password: 'Kolekcja-Personel-2026!' };

/** A screen's tile on the staff panel's start page (the navigation beside it has the same names). */
export const hubLink = (page: Page, name: string | RegExp) =>
  page.getByRole('list', { name: 'Wszystkie zadania' }).getByRole('link', { name });
