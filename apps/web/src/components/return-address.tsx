// Where returned goods go: the shop's operator address from the runtime configuration (the
// same the e-mails give; docs/returns.md). Shown by the withdrawal and complaint dialogs, the
// order's returns, /contact and the terms.
import { getRuntimeConfig } from '@/lib/runtime-config.ts';

export function returnAddressLines(): string[] {
  const { operator } = getRuntimeConfig();
  return [operator.name, operator.street, `${operator.postalCode} ${operator.city}`];
}

/** The address on one line, e.g. inside a sentence. */
export function ReturnAddress() {
  return <span className="font-medium text-slate-900">{returnAddressLines().join(', ')}</span>;
}
