import { PageTitle } from '../../../components/page-title';

/** The sandbox payment provider's checkout page (filled in with the sandbox provider). */
export function CheckoutPage() {
  return <PageTitle>Checkout</PageTitle>;
}
