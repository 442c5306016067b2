// /admin/create-coupon (MANAGE_COUPONS).
import { Link } from 'react-router';
import { List } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { CouponForm } from '../components/coupon-form.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

export default function CreateCouponPage() {
  return (
    <StaffPage
      title="Nowy Kupon"
      description="Kod rabatowy na zamówienie, na najtańszy produkt albo darmowa wysyłka."
      actions={
        <Link to={paths.adminCoupons} className={buttonClassName({ variant: 'outline' })}>
          <List aria-hidden="true" />
          Wszystkie kupony
        </Link>
      }
    >
      <CouponForm />
    </StaffPage>
  );
}
