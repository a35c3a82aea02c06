import { loadLanguage } from '../../../web/src/lib/i18n/load-language';
import { loadEnglishAreas } from '../../../web/src/lib/i18n';

// A component drawn in Sinhala or Tamil reads its texts at once, as the app does once its start has fetched them.
// English starts without the texts of checkout, account, orders and returns, which their pages fetch (decision 0102).
await Promise.all([loadLanguage('si'), loadLanguage('ta'), loadEnglishAreas()]);
