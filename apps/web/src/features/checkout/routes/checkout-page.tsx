// /checkout: step 'Wysyłka' (address, courier or parcel locker), then
// 'Potwierdzenie' (optional invoice and coupon, payment, the summary, submit). With BLIK,
// placing the order sends the code and opens the order, where the shopper follows the payment
// (docs/payments-blik.md); with a transfer the browser goes to the payment provider. An empty
// cart goes back to / unless the shopper is on the confirmation step (where a just-placed
// order has emptied it).
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, InvoiceDetails } from '@shop/shared/accounts';
import type { CartItem } from '@shop/shared/cart';
import { cartTotals } from '@shop/shared/cart-totals';
import type { Coupon } from '@shop/shared/coupons';
import type { ShippingMethod } from '@shop/shared/enums';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { PAYMENT_RETURN_PARAM, paths } from '@/lib/paths.ts';
import { useLiveCart, useServerCart } from '@/entities/cart/api.ts';
import { useAddresses } from '@/entities/addresses/api.ts';
import { useInvoiceDetails } from '@/entities/invoice-details/api.ts';
import { myCouponsQuery, useMyCoupons } from '@/entities/coupons/api.ts';
import {
  blikAliasQuery,
  blikPaymentQuery,
  payWithRememberedBlik,
  sendBlikCode,
} from '@/entities/order/blik.ts';
import { withMethod } from '@/entities/order/payment-methods.ts';
import { PendingOrders } from '@/entities/order/pending-orders.tsx';
import { useCreateOrder, type CreateOrderBody } from '../api/create-order.ts';
import type { AddressPick } from '../components/address-choice.tsx';
import { CheckoutSkeleton } from '../components/checkout-skeleton.tsx';
import { CheckoutSteps, type CheckoutStep } from '../components/checkout-steps.tsx';
import { CouponChoice } from '../components/coupon-choice.tsx';
import type { LockerValue } from '../lib/checkout-rules.ts';
import { InvoiceChoice } from '../components/invoice-choice.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { ProfessionalPurchase } from '../components/professional-purchase.tsx';
import {
  DeviationsAcceptance,
  piecesWithDeviations,
} from '../components/deviations-acceptance.tsx';
import { PaymentChoice } from '../components/payment-choice.tsx';
import { ShippingRecap } from '../components/shipping-recap.tsx';
import { ShippingStep } from '../components/shipping-step.tsx';
import {
  couponOptions,
  firstUsableCoupon,
  submitProblem,
  type CheckoutChoices,
  type BlikWay,
  type PaymentChoice as Payment,
} from '../lib/checkout-rules.ts';

const ORDER_FAILED = 'Wystąpił błąd w tworzeniu zamówienia, spróbuj ponownie później.';

/** What the shopper picked; anything not picked yet falls back to a default. */
interface Picks {
  address?: AddressPick;
  method?: ShippingMethod;
  locker?: LockerValue;
  wantsInvoice?: boolean;
  invoiceDetailsId?: number;
  /** The buyer declares the purchase professional (no withdrawal right): unticked by default. */
  professional?: boolean;
  /** The buyer accepts the pieces' known deviations (art. 43b ust. 5): unticked by default. */
  deviationsAccepted?: boolean;
  wantsCoupon?: boolean;
  couponId?: number;
  payment?: Payment;
  blikWay?: BlikWay;
  blikCode?: string;
  rememberBlik?: boolean;
  methodId?: number | null;
  p24Consent?: boolean;
}

export default function CheckoutPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Zamówienie')}</title>
      {/* The route is for logged-in shoppers only, so a user is always there. */}
      {user && <Checkout userId={user.id} />}
    </div>
  );
}

function Checkout({ userId }: { userId: number }) {
  const cart = useServerCart(userId);
  // A piece another shopper takes meanwhile leaves the order at once (it is not buyable).
  useLiveCart(userId, cart.data?.items.map((item) => item.product.id) ?? []);
  const addresses = useAddresses();
  const invoiceDetails = useInvoiceDetails();
  const coupons = useMyCoupons();
  const [step, setStep] = useState<CheckoutStep>('shipping');

  // An empty cart kept from before (e.g. read before logging in moved the guest cart over) is
  // not trusted: it is read again, and only an empty cart read now sends the shopper away.
  const emptyFromBefore = cart.data?.items.length === 0 && !cart.isFetchedAfterMount;
  const { refetch, isFetching } = cart;
  useEffect(() => {
    if (emptyFromBefore && !isFetching) void refetch();
  }, [emptyFromBefore, isFetching, refetch]);

  const loading = [cart, addresses, invoiceDetails, coupons].some((query) => query.isPending);
  if (loading) return <CheckoutSkeleton />;
  if (!cart.data || !addresses.data) {
    return (
      <Alert className="items-center">
        <span className="flex flex-wrap items-center gap-3">
          Nie udało się załadować danych zamówienia.
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void cart.refetch();
              void addresses.refetch();
            }}
          >
            Spróbuj ponownie
          </Button>
        </span>
      </Alert>
    );
  }
  if (cart.data.items.length === 0 && step !== 'confirmation') {
    if (emptyFromBefore) return <CheckoutSkeleton />;
    return <Navigate to={paths.home} replace />;
  }
  return (
    <CheckoutForm
      step={step}
      onStepChange={(next) => {
        setStep(next);
        window.scrollTo({ top: 0 });
      }}
      items={cart.data.items}
      addresses={addresses.data}
      invoiceDetails={invoiceDetails.data ?? []}
      invoiceDetailsFailed={invoiceDetails.isError}
      coupons={coupons.data ?? []}
      couponsFailed={coupons.isError}
    />
  );
}

interface CheckoutFormProps {
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
  items: readonly CartItem[];
  addresses: readonly Address[];
  invoiceDetails: readonly InvoiceDetails[];
  invoiceDetailsFailed: boolean;
  coupons: readonly Coupon[];
  couponsFailed: boolean;
}

function CheckoutForm({
  step,
  onStepChange,
  items,
  addresses,
  invoiceDetails,
  invoiceDetailsFailed,
  coupons,
  couponsFailed,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const [picks, setPicks] = useState<Picks>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placedOrderId, setPlacedOrderId] = useState<number | null>(null);
  const navigate = useNavigate();
  const pick = (next: Picks) => setPicks((current) => ({ ...current, ...next }));
  // Without an answer (still loading or failed) the shopper types a code, as before.
  const blikAlias = useQuery(blikAliasQuery()).data ?? null;

  const buyable = items.filter((item) => item.issue === null);
  const lines = buyable.map((item) => ({ price: item.product.price, quantity: item.quantity }));
  const options = couponOptions(coupons, lines, new Date());
  const firstUsable = firstUsableCoupon(options);
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const addressPick = picks.address ?? defaultAddress?.id ?? 'new';
  const locker = picks.locker ?? { id: '', address: null };

  const choices: CheckoutChoices = {
    addressId: typeof addressPick === 'number' ? addressPick : null,
    shippingMethod: picks.method ?? null,
    parcelLockerId: locker.id,
    parcelLockerAddress: locker.address,
    wantsInvoice: picks.wantsInvoice ?? false,
    invoiceDetailsId:
      picks.invoiceDetailsId ??
      (invoiceDetails.find((entry) => entry.isDefault) ?? invoiceDetails[0])?.id ??
      null,
    wantsCoupon: picks.wantsCoupon ?? firstUsable !== null,
    couponId: picks.couponId ?? firstUsable?.id ?? null,
    payment: picks.payment ?? 'BLIK',
    // The remembered BLIK first, when there is one: no code to type.
    blikWay: picks.blikWay ?? (blikAlias ? 'ALIAS' : 'CODE'),
    blikCode: picks.blikCode ?? '',
    rememberBlik: picks.rememberBlik ?? false,
    methodId: picks.methodId ?? null,
    p24Consent: picks.p24Consent ?? false,
  };
  const chosen = choices.wantsCoupon
    ? options.find((option) => option.coupon.id === choices.couponId && option.problem === null)
    : undefined;
  const totals = cartTotals(lines, chosen?.coupon);
  const address = addresses.find((entry) => entry.id === choices.addressId);
  const shippingMethod = choices.shippingMethod;
  // Confirmation needs a finished shipping step (e.g. not while a new address is being saved).
  const confirming = step === 'confirmation' && address !== undefined && shippingMethod !== null;
  const busy = createOrder.isPending || placedOrderId !== null;
  const withDeviations = piecesWithDeviations(buyable);
  const blocker =
    buyable.length === 0
      ? 'Brak produktów do zamówienia'
      : withDeviations.length > 0 && picks.deviationsAccepted !== true
        ? 'Zaakceptuj opisany stan produktów'
        : submitProblem(choices, options);

  async function placeOrder() {
    if (!address || !choices.shippingMethod) return;
    const body: CreateOrderBody = {
      shippingAddressId: address.id,
      invoiceDetailsId: choices.wantsInvoice ? choices.invoiceDetailsId : null,
      professionalPurchase: choices.wantsInvoice && picks.professional === true,
      items: buyable.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
      // A path: the server makes it absolute and adds the order's id (/orders opens that order).
      returnUrl: paths.paymentReturn,
      shippingMethod: choices.shippingMethod,
      parcelLockerId:
        choices.shippingMethod === 'INPOST_PARCEL_LOCKER' ? choices.parcelLockerId : null,
      couponId: chosen?.coupon.id ?? null,
      ...(withDeviations.length > 0
        ? {
            acceptedDeviations: withDeviations.map(({ productId, deviations }) => ({
              productId,
              deviations,
            })),
          }
        : {}),
    };
    setFailure(null);
    try {
      const { id, paymentUrl } = await createOrder.mutateAsync(body);
      setPlacedOrderId(id);
      if (choices.payment === 'TRANSFER') {
        window.location.assign(
          choices.methodId === null ? paymentUrl : withMethod(paymentUrl, choices.methodId),
        );
        return;
      }
      // The order page follows the payment, and says why a refused payment was refused, offers
      // the bank apps to choose from (kept in its cache: they are never read again), or, if
      // nothing got through at all, takes a code there.
      const answer = await (
        choices.blikWay === 'ALIAS'
          ? payWithRememberedBlik(id)
          : sendBlikCode(id, choices.blikCode, choices.rememberBlik)
      ).catch(() => undefined);
      if (answer) queryClient.setQueryData(blikPaymentQuery(id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // As back from a payment page: the orders page watches it come in and says thank you.
      void navigate(`${paths.orders}?order=${id}&${PAYMENT_RETURN_PARAM}=blik`, { replace: true });
    } catch (error) {
      void queryClient.invalidateQueries(myCouponsQuery());
      // A piece sold out meanwhile (409): say which, the refreshed cart shows the rest; any other
      // refusal (the lobby's admission, 403) in the server's own words.
      setFailure(errorMessage(error, ORDER_FAILED));
    }
  }

  // Back from the payment page, the browser may restore this page as it was: the order exists
  // already, so show it instead of offering to place it again.
  useEffect(() => {
    if (placedOrderId === null) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted)
        void navigate(`${paths.orders}?order=${placedOrderId}`, { replace: true });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [placedOrderId, navigate]);

  const summary = (
    <OrderSummary items={items} totals={totals} coupon={chosen?.coupon ?? null}>
      {confirming && (
        <>
          {failure && <Alert>{failure}</Alert>}
          <Button
            size="lg"
            className="w-full"
            disabled={blocker !== null}
            loading={busy}
            aria-describedby={blocker ? 'submit-blocker' : undefined}
            onClick={() => void placeOrder()}
          >
            {busy ? 'Ładowanie...' : 'Zamawiam i płacę'}
          </Button>
          {blocker && !busy && (
            <p id="submit-blocker" className="text-center text-sm font-medium text-amber-800">
              {blocker}, aby złożyć zamówienie.
            </p>
          )}
          <p className="text-center text-xs text-slate-500">
            {choices.payment === 'BLIK'
              ? 'Po złożeniu zamówienia potwierdź płatność BLIK w aplikacji banku.'
              : 'Zapłacisz przelewem online u operatora płatności.'}{' '}
            Składając zamówienie akceptujesz{' '}
            <Link to={paths.conditionsOfUse} className="underline hover:text-slate-700">
              regulamin sklepu
            </Link>
            .
          </p>
        </>
      )}
    </OrderSummary>
  );

  return (
    <>
      <PageHeader
        title="Zamówienie"
        description={
          confirming
            ? 'Sprawdź zamówienie, dodaj fakturę lub kupon i przejdź do płatności.'
            : 'Wybierz adres i sposób dostawy.'
        }
        className="mb-4 sm:mb-6"
      />
      <CheckoutSteps current={confirming ? 'confirmation' : 'shipping'} />
      <PendingOrders className="mb-6" />
      {buyable.length === 0 && (
        <Alert className="mb-6">
          Żadnego produktu z koszyka nie można teraz kupić.{' '}
          <Link to={paths.cart} className="underline">
            Wróć do koszyka
          </Link>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-6">
          {!confirming ? (
            <ShippingStep
              addresses={addresses}
              address={addressPick}
              onAddressChange={(next) => pick({ address: next })}
              method={choices.shippingMethod}
              onMethodChange={(method) => pick({ method })}
              locker={locker}
              onLockerChange={(next) => pick({ locker: next })}
              onNext={() => onStepChange('confirmation')}
            />
          ) : (
            <>
              <ShippingRecap
                address={address}
                method={shippingMethod}
                locker={locker}
                onChange={() => onStepChange('shipping')}
              />
              <InvoiceChoice
                details={invoiceDetails}
                deliveryAddress={address}
                loadFailed={invoiceDetailsFailed}
                wanted={choices.wantsInvoice}
                onWantedChange={(wantsInvoice) => pick({ wantsInvoice })}
                selectedId={choices.invoiceDetailsId}
                onSelect={(invoiceDetailsId) => pick({ invoiceDetailsId })}
              />
              {choices.wantsInvoice && (
                <ProfessionalPurchase
                  checked={picks.professional === true}
                  onChange={(professional) => pick({ professional })}
                />
              )}
              <CouponChoice
                options={options}
                loadFailed={couponsFailed}
                lines={lines}
                wanted={choices.wantsCoupon}
                onWantedChange={(wantsCoupon) => pick({ wantsCoupon })}
                selectedId={choices.couponId}
                onSelect={(couponId) => pick({ couponId })}
                onAdded={(coupon) => pick({ wantsCoupon: true, couponId: coupon.id })}
              />
              <PaymentChoice
                payment={choices.payment}
                onPaymentChange={(payment) => pick({ payment })}
                blikAlias={blikAlias}
                blikWay={choices.blikWay}
                onBlikWayChange={(blikWay) => pick({ blikWay })}
                blikCode={choices.blikCode}
                onBlikCodeChange={(blikCode) => pick({ blikCode })}
                rememberBlik={choices.rememberBlik}
                onRememberBlikChange={(rememberBlik) => pick({ rememberBlik })}
                amount={totals.total}
                methodId={choices.methodId}
                onMethodChange={(methodId) => pick({ methodId })}
                p24Consent={choices.p24Consent}
                onP24ConsentChange={(p24Consent) => pick({ p24Consent })}
              />
              <DeviationsAcceptance
                items={buyable}
                accepted={picks.deviationsAccepted === true}
                onAcceptedChange={(deviationsAccepted) => pick({ deviationsAccepted })}
              />
            </>
          )}
        </div>
        {summary}
      </div>
    </>
  );
}
