// A Polish mobile number as shoppers type it („600 100 200”, „+48 600-100-200”, „0048600100200”)
// to the form SMSAPI takes: 48 and nine digits. Polish mobile numbers begin with 4 to 8 (the
// national numbering plan's mobile ranges); a landline cannot receive an SMS alarm.

/** The number as 48XXXXXXXXX, or null when it is not a Polish mobile number. */
export function polishMobile(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '');
  const national = /^(?:\+48|0048|48)?([4-8]\d{8})$/.exec(digits)?.[1];
  return national ? `48${national}` : null;
}

/** As shown to the shopper: „+48 600 100 200”. */
export const shownPhone = (phone: string) =>
  `+48 ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
