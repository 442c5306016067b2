// What settings say after a change the account is told of by e-mail (a removed passkey, a new
// password: PASSKEY_REMOVED, PASSWORD_CHANGED), so an e-mail the person did not expect is noticed.
export const SECURITY_NOTICE_SENT = 'Potwierdzenie przyjdzie na Twój adres e-mail.';
