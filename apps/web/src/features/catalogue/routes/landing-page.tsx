// The landing page "/": hero, value proposition, featured categories,
// upcoming drops and the latest drop's products.
import { documentTitle } from '@shop/shared/document-title';
import { FeaturedCategories } from '../components/landing/featured-categories.tsx';
import { Hero } from '../components/landing/hero.tsx';
import { LatestDrop } from '../components/landing/latest-drop.tsx';
import { UpcomingDrops } from '../components/landing/upcoming-drops.tsx';
import { ValueProposition } from '../components/landing/value-proposition.tsx';

export default function LandingPage() {
  return (
    <>
      <title>{documentTitle()}</title>
      <Hero />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ValueProposition />
        <FeaturedCategories />
        <UpcomingDrops />
        <LatestDrop />
      </div>
    </>
  );
}
