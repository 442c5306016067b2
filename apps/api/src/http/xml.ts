// The one way the shop starts an XML document it writes (the Google and Ceneo feeds, FA(3)
// invoices for KSeF): UTF-8, XML 1.0, and any character XML 1.0 does not allow (control
// characters, lone surrogates, U+FFFE, U+FFFF), which staff or shoppers may paste into a name,
// left out, so a single product or buyer can never make the whole document ill-formed.
import { create } from 'xmlbuilder2';

export const xmlDocument = () =>
  create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
