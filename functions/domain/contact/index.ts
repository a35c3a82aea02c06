export { keepContactMessage } from './contact-messages';
