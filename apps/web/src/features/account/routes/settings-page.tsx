// /settings: tabs Adresy, Dane do faktury, Obserwowane, Powiadomienia, Bezpieczeństwo, Prywatność;
// `?tab=security` opens Bezpieczeństwo (a staff login that needs a passkey lands there).
import { Bell, BellRing, FileText, Lock, MapPin, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { AlarmsTab } from '../components/alarms-tab.tsx';
import { AddressesTab } from '../components/addresses-tab.tsx';
import { BlikAliasCard } from '../components/blik-alias-card.tsx';
import { InvoiceDetailsTab } from '../components/invoice-details-tab.tsx';
import { PasskeysCard } from '../components/passkeys-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PrivacyTab } from '../components/privacy-tab.tsx';
import { SavedSearchesTab } from '../components/saved-searches-tab.tsx';

// The six tabs stand in rows: of two on a phone (icons hidden, a label may take two lines) and of
// three on wider screens, so none is cut off or scrolled out of sight whatever the typeface.
const tabClassName =
  'min-w-0 px-2 text-center leading-tight whitespace-normal sm:flex-none sm:px-4 sm:whitespace-nowrap';

export default function SettingsPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Ustawienia')}</title>
      <PageHeader title="Ustawienia" description={user ? `Konto: ${user.email}` : undefined} />
      <Tabs defaultValue={params.get('tab') === 'security' ? 'security' : 'addresses'}>
        <TabsList aria-label="Ustawienia konta" className="grid w-full grid-cols-2 sm:grid-cols-3">
          <TabsTrigger value="addresses" className={tabClassName}>
            <MapPin aria-hidden="true" className="hidden sm:block" />
            Adresy
          </TabsTrigger>
          <TabsTrigger value="invoice-details" className={tabClassName}>
            <FileText aria-hidden="true" className="hidden sm:block" />
            Dane do faktury
          </TabsTrigger>
          <TabsTrigger value="saved-searches" className={tabClassName}>
            <BellRing aria-hidden="true" className="hidden sm:block" />
            Obserwowane
          </TabsTrigger>
          <TabsTrigger value="alarms" className={tabClassName}>
            <Bell aria-hidden="true" className="hidden sm:block" />
            Powiadomienia
          </TabsTrigger>
          <TabsTrigger value="security" className={tabClassName}>
            <ShieldCheck aria-hidden="true" className="hidden sm:block" />
            Bezpieczeństwo
          </TabsTrigger>
          <TabsTrigger value="privacy" className={tabClassName}>
            <Lock aria-hidden="true" className="hidden sm:block" />
            Prywatność
          </TabsTrigger>
        </TabsList>
        <TabsContent value="addresses">
          <AddressesTab />
        </TabsContent>
        <TabsContent value="invoice-details">
          <InvoiceDetailsTab />
        </TabsContent>
        <TabsContent value="saved-searches">
          <SavedSearchesTab />
        </TabsContent>
        <TabsContent value="alarms">
          <AlarmsTab />
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <PasskeysCard />
          <PasswordForm />
          <BlikAliasCard />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
