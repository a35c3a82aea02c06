/**
 * The words at the top of each category page (/beard, /hair, /accessories, /apparel). SPEC gives Apparel a hero;
 * every category gets a header in the same style, so the four pages feel like one shop. Edit the words here.
 */
import type { Category } from '../rules/catalogue';
import type { Language } from '../rules/languages';
import { contentIn, type ContentTranslations } from './in-language';

export interface CategoryHeader {
  /** Small line above the heading. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  tagline: string;
  /** The larger hero treatment (Apparel, SPEC section 2). */
  hero: boolean;
}

export const categoryHeaders: Record<Category, CategoryHeader> = {
  Beard: {
    eyebrow: 'Beard care',
    title: 'Beard',
    tagline:
      'Oils, balms, butters and washes made with virgin coconut, sandalwood and Ceylon cinnamon. Light in the heat, soft by evening.',
    hero: false,
  },
  Hair: {
    eyebrow: 'Hair care',
    title: 'Hair',
    tagline: 'Clays, pomades, shampoos and tonics that hold through humid afternoons and wash out clean.',
    hero: false,
  },
  Accessories: {
    eyebrow: 'Tools that last',
    title: 'Accessories',
    tagline: 'Combs, brushes, scissors and razors we use ourselves, covered by a warranty of over 2 years.',
    hero: false,
  },
  Apparel: {
    eyebrow: 'Wear the mane',
    title: 'Apparel',
    tagline: 'Tees, caps, sarongs and a hoodie for the hill country, cut from cotton that breathes in island weather.',
    hero: true,
  },
};

/** The headers in Sinhala and Tamil (issue 34); a text left out here is shown in English. */
const categoryHeaderTranslations: ContentTranslations<Record<Category, CategoryHeader>> = {
  si: {
    Beard: {
      eyebrow: 'රැවුල් රැකවරණය',
      title: 'රැවුල',
      tagline: 'නිර්මල පොල්තෙල්, සඳුන් සහ ලංකා කුරුඳු යොදා සෑදූ තෙල්, බාම්, බටර් සහ සෝදන දියර. රස්නෙට සැහැල්ලුයි, හවස් වන විට මෘදුයි.',
    },
    Hair: {
      eyebrow: 'කෙස් රැකවරණය',
      title: 'කෙස්',
      tagline: 'තෙතමනය වැඩි දහවල් පුරා රැඳී සිට, පිරිසිදුව සේදී යන ක්ලේ, පොමේඩ්, ෂැම්පූ සහ ටොනික්.',
    },
    Accessories: {
      eyebrow: 'කල් පවතින මෙවලම්',
      title: 'උපාංග',
      tagline: 'අපම භාවිත කරන පනාවල්, බුරුසු, කතුරු සහ රේසර්, වසර 2කට වැඩි වගකීමක් සමඟ.',
    },
    Apparel: {
      eyebrow: 'ඔබේ කේසරය පළඳින්න',
      title: 'ඇඟලුම්',
      tagline: 'දිවයිනේ කාලගුණයට හුස්ම ගන්නා කපු රෙද්දෙන් මැසූ ටී-ෂර්ට්, තොප්පි, සරම් සහ කඳුකරයට හූඩියක්.',
    },
  },
  ta: {
    Beard: {
      eyebrow: 'தாடி பராமரிப்பு',
      title: 'தாடி',
      tagline:
        'கன்னித் தேங்காய் எண்ணெய், சந்தனம், இலங்கைக் கறுவா கொண்டு செய்த எண்ணெய்கள், பாம்கள், பட்டர்கள் மற்றும் வாஷ்கள். வெயிலில் இலேசானது, மாலை வரை மென்மையானது.',
    },
    Hair: {
      eyebrow: 'முடி பராமரிப்பு',
      title: 'முடி',
      tagline: 'ஈரப்பதமான மதிய வேளைகளிலும் நிலைத்து நின்று, சுத்தமாகக் கழுவிப் போகும் கிளே, போமேட், ஷாம்பு மற்றும் டானிக்குகள்.',
    },
    Accessories: {
      eyebrow: 'நீடித்து உழைக்கும் கருவிகள்',
      title: 'துணைக்கருவிகள்',
      tagline: 'நாங்களே பயன்படுத்தும் சீப்புகள், தூரிகைகள், கத்தரிக்கோல்கள், ரேஸர்கள், 2 ஆண்டுகளுக்கு மேலான உத்தரவாதத்துடன்.',
    },
    Apparel: {
      eyebrow: 'உங்கள் பிடரியை அணியுங்கள்',
      title: 'ஆடைகள்',
      tagline: 'தீவின் காலநிலையில் காற்றோட்டமான பருத்தியில் தைத்த டி-ஷர்ட்கள், தொப்பிகள், சாரங்கள் மற்றும் மலைநாட்டுக்கு ஒரு ஹூடி.',
    },
  },
};

/** The four headers in `language` (issue 34), English where a text has no translation: what the pages draw. */
export const categoryHeadersIn = (language: Language): Record<Category, CategoryHeader> =>
  contentIn(categoryHeaders, categoryHeaderTranslations, language);

/** A category's name as a shopper reads it in `language` (its page's title): `Beard` is `රැවුල` in Sinhala. */
export const categoryNameIn = (category: Category, language: Language): string =>
  categoryHeadersIn(language)[category].title;
