// The frame of every page: scroll and head resets, the skip link, then the layout the route
// picks: the shop's (header, page, footer) or the staff panel's (staff-layout.tsx).
import { Outlet, useLocation } from 'react-router';
import { CartCountBadge } from '@/features/cart/components/cart-count-badge.tsx';
import { Footer } from '@/features/layout/components/footer.tsx';
import { Header } from '@/features/layout/components/header.tsx';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { paths } from '@/lib/paths.ts';
import { PageHeadCleanup } from '../page-head-cleanup.tsx';
import { ScrollToTop } from '../scroll-to-top.tsx';
import { MAIN_CONTENT_ID } from './main-content.ts';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PageHeadCleanup />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        Przejdź do treści
      </a>
      <Outlet />
    </>
  );
}

/** The shop's pages: header with the cart, the page, footer (its footnote only on /). */
export function ShopLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header cartIndicator={<CartCountBadge />} />
      {/* At least a screen high: while a page loads, the footer waits below the fold instead
          of showing and then jumping down (a layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterForm />} showFootnote={pathname === paths.home} />
    </div>
  );
}
