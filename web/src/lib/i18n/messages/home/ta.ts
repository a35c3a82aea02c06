import type { HomeMessageId } from './en';

/** The home page's fixed texts in Tamil. */
export const homeTa: Readonly<Record<HomeMessageId, string>> = {
  'home.promises': 'எங்கள் உறுதிமொழிகள்',
  'home.whyKesara': 'ஏன் Kesara',
  'home.readMore': 'எங்களைப் பற்றி மேலும் படியுங்கள்',
  'home.featured': 'சிறப்புப் பொருட்கள்',
  'home.featuredCategories': 'சிறப்புப் பிரிவுகள்',
  'home.featuredLoading': 'சிறப்புப் பொருட்கள் ஏற்றப்படுகின்றன...',
  'home.featuredEmpty': 'இந்தப் பிரிவில் சிறப்புப் பொருட்கள் இல்லை.',
  'home.featuredFailed': 'சிறப்புப் பொருட்களை ஏற்ற முடியவில்லை. பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'home.testimonials': 'எங்கள் வாடிக்கையாளர்கள் சொல்வது',
  'home.previousTestimonial': 'முந்தைய கருத்து',
  'home.nextTestimonial': 'அடுத்த கருத்து',
  'home.slide': '{count} இல் {index}',
  'home.chooseTestimonial': 'ஒரு கருத்தைத் தேர்ந்தெடுக்கவும்',
  'home.showTestimonial': '{count} இல் {index} ஆவது கருத்தைக் காட்டு',
  'home.pause': 'தானியக்கத்தை நிறுத்து',
  'home.resume': 'தானியக்கத்தைத் தொடர்',
};
