// The shop's notifications as a shopper sees them.
import type { Page } from '@playwright/test';

/**
 * The region that holds the visible notifications. Look for a notification's words inside it:
 * while a notification is announced, its words are also copied into a screen-reader status
 * outside the region, so the same words stand on the page twice for a moment.
 */
export const toasts = (page: Page) => page.getByRole('region', { name: /Powiadomienia/ });
