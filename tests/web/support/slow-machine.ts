import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` give up after 1 s by default. On a loaded 2-core machine antd's form validation alone can
 * take longer, and a test then fails for the machine, not the code; a real failure still fails, 5 s later.
 */
configure({ asyncUtilTimeout: 5_000 });
