// The landing page "/": hero, value proposition, featured categories,
// upcoming collections and the latest collection's products.
import { documentTitle } from '@/lib/document-title.ts';
import { FeaturedCategories } from '../components/landing/featured-categories.tsx';
import { Hero } from '../components/landing/hero.tsx';
import { LatestCollection } from '../components/landing/latest-collection.tsx';
import { UpcomingCollections } from '../components/landing/upcoming-collections.tsx';
import { ValueProposition } from '../components/landing/value-proposition.tsx';

export default function LandingPage() {
  return (
    <>
      <title>{documentTitle()}</title>
      <Hero />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ValueProposition />
        <FeaturedCategories />
        <UpcomingCollections />
        <LatestCollection />
      </div>
    </>
  );
}
