// /admin/edit-product-by-id (CREATE_PRODUCT): one number field that opens the product's edit
// form; anything but a whole number above 0 is refused with a toast.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { paths } from '@/lib/paths.ts';
import { StaffPage } from '../../shell/components/staff-page.tsx';

export default function EditProductByIdPage() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(id) || id < 1) {
      toast({
        title: 'Błąd',
        description: 'Wprowadź prawidłowy numer ID produktu',
        variant: 'destructive',
      });
      return;
    }
    void navigate(paths.adminEditProduct(id));
  }

  return (
    <StaffPage
      title="Edytuj Produkt"
      description="Podaj numer ID produktu, aby otworzyć jego formularz edycji."
    >
      <Card className="max-w-md">
        <CardContent>
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
          >
            <FormField label="ID produktu">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
            <Button type="submit">
              Edytuj
              <ArrowRight aria-hidden="true" />
            </Button>
          </form>
        </CardContent>
      </Card>
    </StaffPage>
  );
}
