import { fireEvent, screen } from '@testing-library/react';

/** Fills the checkout's required billing fields with one Kandy customer's details, as a shopper types them. */
export function fillBillingFields(): void {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name *', 'Nimal');
  type('Last name *', 'Fernando');
  type('Street address *', '21 Peradeniya Road');
  type('Town / City *', 'Kandy');
  type('State / Province *', 'Central');
  type('Postal code *', '20000');
  type('Phone *', '0771234567');
}
