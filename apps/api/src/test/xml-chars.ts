// The characters XML 1.0 does not allow (§2.2 Char): controls other than tab, LF and CR, lone
// surrogates, U+FFFE and U+FFFF. Tests check documents the shop writes against it.
export function hasNonXmlChar(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (!allowed) return true;
  }
  return false;
}
