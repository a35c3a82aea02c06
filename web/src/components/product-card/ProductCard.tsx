import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductImage } from '../ProductImage';
import './product-card.css';

/**
 * Where a product card shows: a category's list, the wishlist, a search's results, the home page's featured
 * products. Each keeps its block's class (`cat-card`, `wish-card`, `search-card`, `featured-card`), which its
 * page's grid and the browser tests read; the frame all four share is `product-card`'s.
 */
const VARIANTS = {
  /** A list item whose name is the link (it covers the card), with the heart and Add to cart beside it. */
  category: { block: 'cat-card', frame: 'li', media: true },
  /** An article whose name is the link; a click elsewhere on it opens the product too. */
  wishlist: { block: 'wish-card', frame: 'article', media: true },
  /** The whole card is one link to the product, the picture first. */
  search: { block: 'search-card', frame: 'link', media: false },
  featured: { block: 'featured-card', frame: 'link', media: false },
} as const;

export type ProductCardVariant = keyof typeof VARIANTS;

export interface ProductCardImage {
  src: string | null;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  /** Decoded off the main thread (the lists that can be long). */
  asyncDecoding?: boolean;
}

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  variant: ProductCardVariant;
  /** The product page: the card's own link for a card that is one. */
  href: string;
  image: ProductCardImage;
  /** Shown where there is no picture (the category card's first letter). */
  placeholder?: ReactNode;
  /** Over the picture: the tags (NEW, -N%, Out of Stock). */
  tags?: ReactNode;
  /** Beside the picture, above the card's link: the wishlist heart. */
  overlay?: ReactNode;
  /** The words, price and buttons. */
  children: ReactNode;
}

/** One product card, in the frame, picture and body every variant shares. */
export function ProductCard({ variant, href, image, placeholder, tags, overlay, children, className, ...rest }: Props) {
  const { block, frame, media } = VARIANTS[variant];
  const classes = ['product-card', `product-card--${variant}`, block, className].filter(Boolean).join(' ');
  const picture = image.src ? (
    <ProductImage
      src={image.src}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={image.eager ? 'eager' : 'lazy'}
      decoding={image.asyncDecoding ? 'async' : undefined}
      className={media ? undefined : `${block}__image`}
    />
  ) : (
    <span className={media ? `${block}__no-image` : `${block}__image ${block}__image--empty`} aria-hidden="true">
      {placeholder}
    </span>
  );
  const inner = media ? (
    <>
      <div className={`${block}__media`}>
        {picture}
        {tags && <div className={`${block}__tags`}>{tags}</div>}
      </div>
      {overlay && <div className={`${block}__overlay`}>{overlay}</div>}
      <div className={`${block}__body`}>{children}</div>
    </>
  ) : (
    <>
      {picture}
      <span className={`${block}__body`}>{children}</span>
    </>
  );
  if (frame === 'link')
    return (
      <Link to={href} className={classes} {...rest}>
        {inner}
      </Link>
    );
  const Frame = frame;
  return (
    <Frame className={classes} {...rest}>
      {inner}
    </Frame>
  );
}
