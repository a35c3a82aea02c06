/** Moved to web/src/lib so every feature's forms can use it; kept here so the auth forms' imports still work. */
export { firstMessages, validateForm } from '../../lib/validate-form';
