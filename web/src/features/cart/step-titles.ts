/** The titles of /cart's three steps, in order (SPEC section 2): the stepper's labels and each step's heading. */
export const STEP_TITLES = ['cart.step.cart', 'cart.step.checkout', 'cart.step.complete'] as const;
