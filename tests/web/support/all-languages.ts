import { loadLanguage } from '../../../web/src/lib/i18n/load-language';

// A component drawn in Sinhala or Tamil reads its texts at once, as the app does once its start has fetched them.
await Promise.all([loadLanguage('si'), loadLanguage('ta')]);
