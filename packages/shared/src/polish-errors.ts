// Polish messages for every check zod makes without a message of its own (a wrong type, a
// number out of range, an unknown field...). The schemas' own texts stay as they are; this
// covers the rest, in the server's answers and in the browser's forms alike. zod ships a Polish
// locale, but it names types in English ("oczekiwano string"), so the shop has its own.
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'tekstu',
  number: 'liczby',
  int: 'liczby całkowitej',
  bigint: 'liczby całkowitej',
  boolean: 'wartości tak/nie',
  array: 'listy',
  object: 'obiektu',
  date: 'daty',
  null: 'wartości pustej',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'adres e-mail',
  url: 'adres URL',
  datetime: 'data i godzina (ISO 8601)',
  date: 'data (ISO 8601)',
  time: 'godzina (ISO 8601)',
  uuid: 'identyfikator UUID',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const limit = String(issue.maximum);
  if (issue.origin === 'string') return `Tekst może mieć najwyżej ${limit} znaków`;
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Lista może mieć najwyżej ${limit} elementów`;
  }
  return issue.inclusive === false
    ? `Liczba musi być mniejsza niż ${limit}`
    : `Liczba może wynosić najwyżej ${limit}`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const limit = String(issue.minimum);
  if (issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? 'Pole jest wymagane'
      : `Tekst musi mieć co najmniej ${limit} znaków`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Lista musi mieć co najmniej ${limit} elementów`;
  }
  return issue.inclusive === false
    ? `Liczba musi być większa niż ${limit}`
    : `Liczba musi wynosić co najmniej ${limit}`;
}

/** The message of an issue whose schema gave none. */
export function polishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Pole jest wymagane';
      return `Nieprawidłowa wartość: oczekiwano ${TYPE_NAMES[issue.expected] ?? 'innego typu'}`;
    case 'invalid_value':
      return 'Nieprawidłowa wartość: spoza dozwolonych';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_NAMES[issue.format]
        ? `Nieprawidłowy format: oczekiwano ${FORMAT_NAMES[issue.format]}`
        : 'Nieprawidłowy format';
    case 'not_multiple_of':
      return `Liczba musi być wielokrotnością ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Nieznane pola: ${issue.keys.join(', ')}`;
    default:
      return 'Nieprawidłowa wartość';
  }
}

/** Makes zod answer in Polish; called once by the API and by the web app at start. */
export function installPolishErrors(): void {
  z.config({ localeError: polishIssueMessage });
}
