import type { HomeMessageId } from './en';

/** The home page's fixed texts in Sinhala. */
export const homeSi: Readonly<Record<HomeMessageId, string>> = {
  'home.promises': 'අපේ පොරොන්දු',
  'home.whyKesara': 'ඇයි Kesara',
  'home.readMore': 'අප ගැන තවත් කියවන්න',
  'home.featured': 'විශේෂිත නිෂ්පාදන',
  'home.featuredCategories': 'විශේෂිත කාණ්ඩ',
  'home.featuredLoading': 'විශේෂිත නිෂ්පාදන පූරණය වෙමින්...',
  'home.featuredEmpty': 'මෙම කාණ්ඩයේ විශේෂිත නිෂ්පාදන නැත.',
  'home.featuredFailed': 'විශේෂිත නිෂ්පාදන පූරණය කළ නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  'home.testimonials': 'අපේ පාරිභෝගිකයන් පවසන දේ',
  'home.previousTestimonial': 'පෙර අදහස',
  'home.nextTestimonial': 'ඊළඟ අදහස',
  'home.slide': '{count}න් {index}',
  'home.chooseTestimonial': 'අදහසක් තෝරන්න',
  'home.showTestimonial': '{count}න් {index} වන අදහස පෙන්වන්න',
  'home.pause': 'ස්වයංක්‍රීය ධාවනය නවත්වන්න',
  'home.resume': 'ස්වයංක්‍රීය ධාවනය නැවත අරඹන්න',
};
