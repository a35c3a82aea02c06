import type { ContentMessageId } from './en';

/** About's, Contact's and the policies' fixed texts in Tamil. */
export const contentTa: Readonly<Record<ContentMessageId, string>> = {
  'about.tab': 'எங்களைப் பற்றி',
  'about.title': 'Kesara பற்றி',
  'contact.tab': 'தொடர்புகொள்ளுங்கள்',
  'contact.title': 'தொடர்புகொள்ளுங்கள்',
  'contact.visit': 'எங்களை நேரில் சந்தியுங்கள் அல்லது அழையுங்கள்',
  'contact.phone': 'தொலைபேசி',
  'contact.email': 'மின்னஞ்சல்',
  'contact.hours': 'திறந்திருக்கும் நேரம்',
  'contact.formTitle': 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  'contact.fullName': 'முழுப் பெயர்',
  'contact.emailField': 'மின்னஞ்சல்',
  'contact.message': 'செய்தி',
  'contact.send': 'செய்தியை அனுப்பு',
  'contact.sending': 'அனுப்புகிறது...',
  'contact.notSent': 'செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'contact.failed': 'மன்னிக்கவும், உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'map.title': 'எங்கள் இருப்பிடம்',
  'map.frame': 'வரைபடம்: {address}',
  'map.open': 'OpenStreetMap இல் திறக்கவும்',
  'policy.updated': 'கடைசியாகப் புதுப்பிக்கப்பட்டது:',
  'policy.home': 'முகப்புக்குத் திரும்பு',
  'policy.shop': 'தொடர்ந்து வாங்குங்கள்',
};
