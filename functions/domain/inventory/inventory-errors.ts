import { notifyMeMessages } from '../../../shared/rules/stock-alerts';
import type { InOtherLanguages } from '../../../shared/rules/translations';
import { declareErrors } from '../../lib/domain-error';

/** Stock's refusals (decision 0068). */
export const inventoryErrors = declareErrors({
  /** A cart line or an order wants more units than the product has. */
  'out-of-stock': { answer: 'not-allowed' },
  /** The price or discount changed after the customer saw it: never charge a price they did not see. */
  'price-changed': { answer: 'conflict' },
  /** An admin's stock edit met a stock that orders moved meanwhile. */
  'stock-changed': { answer: 'conflict', field: 'stockQuantity' },
  /** "Tell me when it's back" on a product or size that is in stock (issue 33). */
  'in-stock': { answer: 'conflict' },
  /** "Tell me when it's back" without the size a product with sizes needs, or with one it does not sell. */
  'no-such-size': { answer: 'invalid-field', field: 'variant_id' },
  /** "Tell me when it's back" without the e-mail or phone its channel needs. */
  'no-contact': { answer: 'invalid-field' },
});

/** What stock refuses with, word for word, and in Sinhala and Tamil (issue 34). */
export const stockRefusals = {
  soldOut: (productName: string) => `Sorry, ${productName} is out of stock.`,
  notEnough: (stock: number, productName: string) =>
    `Not enough stock available. Only ${stock} of ${productName} left.`,
  priceChanged: (productName: string) =>
    `The price of ${productName} has just changed. Please review your cart and place the order again.`,
  stockChanged:
    'The stock of this product changed while you were editing it (an order was placed). Reload the product and try again.',
} as const;

export const stockRefusalsIn: InOtherLanguages<typeof stockRefusals> = {
  si: {
    soldOut: 'කණගාටුයි, {0} තොගයේ නැත.',
    notEnough: 'ප්‍රමාණවත් තොගයක් නැත. {1} ඉතිරිව ඇත්තේ {0}ක් පමණි.',
    priceChanged: '{0} හි මිල දැන් වෙනස් විය. කරුණාකර ඔබේ කරත්තය පරීක්ෂා කර ඇණවුම නැවත තබන්න.',
    stockChanged:
      'ඔබ සංස්කරණය කරමින් සිටියදී මෙම නිෂ්පාදනයේ තොගය වෙනස් විය (ඇණවුමක් තබන ලදී). නිෂ්පාදනය නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
  },
  ta: {
    soldOut: 'மன்னிக்கவும், {0} கையிருப்பில் இல்லை.',
    notEnough: 'போதுமான கையிருப்பு இல்லை. {1} இல் {0} மட்டுமே மீதமுள்ளது.',
    priceChanged: '{0} இன் விலை இப்போதுதான் மாறியது. தயவுசெய்து உங்கள் கூடையைச் சரிபார்த்து மீண்டும் ஆர்டர் செய்யவும்.',
    stockChanged:
      'நீங்கள் திருத்திக்கொண்டிருந்தபோது இந்தப் பொருளின் கையிருப்பு மாறியது (ஒரு ஆர்டர் செய்யப்பட்டது). பொருளை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.',
  },
};

export const outOfStock = (product: { name: string; stock: number }) =>
  inventoryErrors.create(
    'out-of-stock',
    product.stock <= 0 ? stockRefusals.soldOut(product.name) : stockRefusals.notEnough(product.stock, product.name),
  );

export const priceChanged = (productName: string) =>
  inventoryErrors.create('price-changed', stockRefusals.priceChanged(productName));

export const stockChanged = () => inventoryErrors.create('stock-changed', stockRefusals.stockChanged);

export const stillInStock = () => inventoryErrors.create('in-stock', notifyMeMessages.inStock);

export const noSuchSize = (chosen: boolean) =>
  inventoryErrors.create('no-such-size', chosen ? notifyMeMessages.noSuchSize : notifyMeMessages.chooseSize);

export const noContact = (channel: 'mail' | 'sms' | 'whatsapp') =>
  channel === 'mail'
    ? inventoryErrors.create('no-contact', notifyMeMessages.email, { field: 'email' })
    : inventoryErrors.create('no-contact', notifyMeMessages.phone, { field: 'phone' });
