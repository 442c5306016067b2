// The staff account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD).
export const STAFF = { email: 'e2e-staff@sklep.test', password: 'Kolekcja-Personel-2026!' };
