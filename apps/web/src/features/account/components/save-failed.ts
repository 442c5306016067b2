// What the account's settings say when a change could not be saved and the server gave no
// reason of its own (a lost connection, a server error).
export const SAVE_FAILED = 'Nie udało się zapisać zmian, spróbuj ponownie później';
