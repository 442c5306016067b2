// The six featured categories, each linking to /category/{slug} with the
// category slug rule (categorySlug: lowercase, '&' -> '-and-', spaces -> '-').
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Armchair, Dumbbell, Gem, Laptop, Puzzle, Shirt } from 'lucide-react';
import { categoryLabels, type Category } from '@shop/shared/enums';
import { categorySlug } from '@shop/shared/slug';
import { paths } from '@/lib/paths.ts';
import { SectionHeading } from '../section-heading.tsx';

const featured: readonly { category: Category; icon: LucideIcon; tint: string }[] = [
  { category: 'ELECTRONICS', icon: Laptop, tint: 'bg-sky-50 text-sky-700' },
  { category: 'CLOTHING', icon: Shirt, tint: 'bg-rose-50 text-rose-700' },
  { category: 'HOME_AND_GARDEN', icon: Armchair, tint: 'bg-emerald-50 text-emerald-700' },
  { category: 'SPORT', icon: Dumbbell, tint: 'bg-amber-50 text-amber-800' },
  { category: 'TOYS', icon: Puzzle, tint: 'bg-violet-50 text-violet-700' },
  { category: 'ACCESSORIES', icon: Gem, tint: 'bg-teal-50 text-teal-700' },
];

export function FeaturedCategories() {
  return (
    <section aria-labelledby="categories-heading">
      <SectionHeading id="categories-heading" title="Kategorie" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {featured.map(({ category, icon: Icon, tint }) => (
          <li key={category}>
            <Link
              to={paths.category(categorySlug(category))}
              className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className={`flex size-12 items-center justify-center rounded-2xl ${tint}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-slate-900">
                {categoryLabels[category]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
