// /settings: tabs Adresy, Dane do faktury, Bezpieczeństwo (spec section 2).
import { FileText, MapPin, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@/lib/document-title.ts';
import { AddressesTab } from '../components/addresses-tab.tsx';
import { InvoiceDetailsTab } from '../components/invoice-details-tab.tsx';
import { PasswordForm } from '../components/password-form.tsx';

export default function SettingsPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Ustawienia')}</title>
      <PageHeader title="Ustawienia" description={user ? `Konto: ${user.email}` : undefined} />
      <Tabs defaultValue="addresses">
        <TabsList aria-label="Ustawienia konta">
          <TabsTrigger value="addresses">
            <MapPin aria-hidden="true" />
            Adresy
          </TabsTrigger>
          <TabsTrigger value="invoice-details">
            <FileText aria-hidden="true" />
            Dane do faktury
          </TabsTrigger>
          <TabsTrigger value="security">
            <ShieldCheck aria-hidden="true" />
            Bezpieczeństwo
          </TabsTrigger>
        </TabsList>
        <TabsContent value="addresses">
          <AddressesTab />
        </TabsContent>
        <TabsContent value="invoice-details">
          <InvoiceDetailsTab />
        </TabsContent>
        <TabsContent value="security">
          <PasswordForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
