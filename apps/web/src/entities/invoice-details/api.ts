// The shopper's saved invoice data (/users/me/invoice-details: name, address, NIP checked with
// its checksum on both sides), for the settings page and checkout.
import {
  invoiceDetailsSchema,
  type InvoiceDetails,
  type InvoiceDetailsInput,
} from '@shop/shared/accounts';
import { savedEntries } from '../saved-entries.ts';

const invoiceDetails = savedEntries<InvoiceDetails, InvoiceDetailsInput>({
  path: '/users/me/invoice-details',
  queryKey: ['account', 'invoice-details'],
  schema: invoiceDetailsSchema,
});

export const invoiceDetailsQuery = invoiceDetails.query;
export const useInvoiceDetails = invoiceDetails.useList;
export const useCreateInvoiceDetails = invoiceDetails.useCreate;
export const useUpdateInvoiceDetails = invoiceDetails.useUpdate;
export const useDeleteInvoiceDetails = invoiceDetails.useDelete;
