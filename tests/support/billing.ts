/** Billing details that pass the checkout's rules (a Colombo address); no test framework, so benches use it too. */
export const billing = {
  first_name: 'Kasun',
  last_name: 'Perera',
  country: 'Sri Lanka',
  company: '',
  address: '12 Temple Rd',
  apartment: '',
  city: 'Colombo',
  state: 'Western',
  postal_code: '00100',
  phone: '0771234567',
};
