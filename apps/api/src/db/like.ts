// LIKE patterns from typed text: `%`, `_` and `\` match themselves, not any characters.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A pattern matching any value that contains `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
