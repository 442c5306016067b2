// The version of the shop's terms (Regulamin sklepu): the day the text in force took effect.
// The terms page shows it, and a registration records the version the shopper accepted (shown
// in their data export). Change it with every change of the terms' text.
export const TERMS_VERSION = '2026-11-28';
