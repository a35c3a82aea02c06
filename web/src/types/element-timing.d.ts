import 'react';

declare module 'react' {
  // A merged declaration must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /**
     * The Element Timing API's name for the element: the browser reports an `element` performance entry when it is
     * first painted (https://wicg.github.io/element-timing/). React passes the attribute through as written.
     */
    elementtiming?: string;
  }
}
