// The configured payment provider (PAYMENT_PROVIDER): the simulator unless Przelewy24 is set up.
import type { Config } from '../../../config.ts';
import { createPrzelewy24Provider } from './przelewy24.ts';
import { createSimulatorProvider } from './simulator.ts';

export function createPaymentProvider(config: Config) {
  const { payments } = config;
  return payments.provider === 'przelewy24'
    ? createPrzelewy24Provider(payments.przelewy24, config.publicUrl)
    : createSimulatorProvider(config.publicUrl, config.jwt.secret);
}

/** The provider the shop runs with (app.payments). */
export type ConfiguredProvider = ReturnType<typeof createPaymentProvider>;
