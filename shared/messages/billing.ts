/** Required-field messages of the billing forms (profile and checkout share them, in SPEC's wording). */
export const billingMessages = {
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  country: 'Country/Region is required.',
  address: 'Street address is required.',
  city: 'City is required.',
  cityFromList: 'Please choose a city from the list.',
  state: 'State is required.',
  postal_code: 'Postal code is required.',
  phone: 'Phone number is required.',
} as const;
