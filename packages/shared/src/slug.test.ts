import { describe, expect, it } from 'vitest';
import { categoryFromParam, categorySlug, slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Wiosenna Wyprzedaż 2025!', 'wiosenna-wyprzedaz-2025'],
    ['Łódź – Żółć Gęślą Jaźń', 'lodz-zolc-gesla-jazn'],
    ['  ĄĆĘŁŃÓŚŹŻ  ', 'acelnoszz'],
    ['Café & Crème', 'cafe-creme'],
    ['2025', 'kolekcja-2025'],
    ['!!!', 'kolekcja'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
  it('keeps slugs short', () => {
    expect(slugify('a'.repeat(300)).length).toBe(80);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 for taken slugs', () => {
    const taken = new Set(['lato', 'lato-2']);
    expect(uniqueSlug('lato', (s) => taken.has(s))).toBe('lato-3');
    expect(uniqueSlug('zima', (s) => taken.has(s))).toBe('zima');
  });
});

describe('category slugs', () => {
  it('follows the slug rule', () => {
    expect(categorySlug('HOME_AND_GARDEN')).toBe('dom-i-ogród');
    expect(categorySlug('CLOTHING')).toBe('odzież');
    expect(categorySlug('ELECTRONICS')).toBe('elektronika');
  });
  it.each([
    ['elektronika', 'ELECTRONICS'],
    ['odzież', 'CLOTHING'],
    ['odziez', 'CLOTHING'],
    ['akcesoria', 'ACCESSORIES'],
    ['dom-i-ogród', 'HOME_AND_GARDEN'],
    ['Dom-i-Ogrod', 'HOME_AND_GARDEN'],
    ['sport', 'SPORT'],
    ['zabawki', 'TOYS'],
    ['HOME_AND_GARDEN', 'HOME_AND_GARDEN'],
    ['toys', 'TOYS'],
    ['inne', 'OTHER'],
    ['meble', null],
    ['', null],
  ])('%s -> %s', (param, category) => {
    expect(categoryFromParam(param)).toBe(category);
  });
});
