// Runs the NoviApi printer simulator on its own, for demos and manual testing of the staff
// receipt printing (Zamówienia in the admin panel, printer URL http://127.0.0.1:8888):
//
//   npx tsx tools/printer-simulator/server.ts --port 8888 [--host 0.0.0.0] [--fault paper-out]
//
// Printed receipts are written to stdout as text.
import { parseArgs } from 'node:util';
import { PRINTER_FAULTS, startPrinterSimulator, type PrinterFault } from './simulator.ts';
import { renderReceipt } from './render.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8888' },
    host: { type: 'string', default: '127.0.0.1' },
    'print-ms': { type: 'string', default: '1500' },
    fault: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
const fault = values.fault as PrinterFault | undefined;
if (fault !== undefined && !PRINTER_FAULTS.includes(fault)) {
  console.error(`--fault must be one of: ${PRINTER_FAULTS.join(', ')}`);
  process.exit(2);
}

const simulator = await startPrinterSimulator({
  port,
  host: values.host,
  printMs: Number(values['print-ms']),
  onPrinted: (request) => console.info(renderReceipt(request.id, request.receipt)),
});
if (fault) simulator.setFault(fault);
console.info(`NoviApi printer simulator listening on ${simulator.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
}
