// The receipt printer's address (kept in this browser) and 'Testuj połączenie':
// a toast with the result and a status line, OK or Błąd, with the time of the test. Details of
// a failure go to the console, as the toast says.
import { useState, type FormEvent } from 'react';
import { PlugZap } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { cn } from '@/lib/cn.ts';
import { NoviApiClient } from '@/entities/receipts/novi-api.ts';
import { setPrinterUrl, usePrinterUrl } from '@/entities/receipts/printer-url.ts';

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium' });

export function PrinterSettings() {
  const printerUrl = usePrinterUrl();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; at: Date } | null>(null);

  async function test(event: FormEvent) {
    event.preventDefault();
    setTesting(true);
    try {
      await new NoviApiClient(printerUrl).testConnection();
      setResult({ ok: true, at: new Date() });
      toast({ title: 'Połączenie pomyślne', description: 'OK', variant: 'success' });
    } catch (error) {
      console.error('Printer connection test failed', printerUrl, error);
      setResult({ ok: false, at: new Date() });
      toast({
        title: 'Połączenie nieudane',
        description: 'Błąd w połączeniu, sprawdź konsolę po więcej informacji',
        variant: 'destructive',
      });
    } finally {
      setTesting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Drukarka paragonów</CardTitle>
        <CardDescription>
          Drukarka fiskalna Novitus (NoviApi) w sieci lokalnej. Adres jest zapamiętywany w tej
          przeglądarce.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={test}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <FormField label="Adres drukarki">
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="http://192.168.1.100:8888"
              value={printerUrl}
              onChange={(event) => setPrinterUrl(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary" loading={testing} disabled={!printerUrl.trim()}>
            {!testing && <PlugZap aria-hidden="true" />}
            Testuj połączenie
          </Button>
        </form>
        <p role="status" className="mt-3 text-sm text-slate-600">
          Status:{' '}
          {result ? (
            <>
              <strong className={cn(result.ok ? 'text-green-700' : 'text-red-700')}>
                {result.ok ? 'OK' : 'Błąd'}
              </strong>{' '}
              <time dateTime={result.at.toISOString()}>({dateTime.format(result.at)})</time>
            </>
          ) : (
            'nie sprawdzono'
          )}
        </p>
      </CardContent>
    </Card>
  );
}
