import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` give up after 1 s by default. On a loaded 2-core machine antd's form validation alone can
 * take longer (the product form's first SAVE: 0.5 s alone here, over 5 s in a CI run beside the shop's browser tests),
 * and a test then fails for the machine, not the code; a real failure still fails, 15 s later, inside the 30 s a
 * component test has.
 */
configure({ asyncUtilTimeout: 15_000 });
