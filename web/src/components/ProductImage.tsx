import type { ImgHTMLAttributes } from 'react';
import { productImageSrcSet } from '../../../shared/rules/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** The slot's width in CSS pixels at each breakpoint, as the `sizes` attribute says it. */
  sizes: string;
};

/**
 * A product picture that lets the browser pick the WebP variant made for its slot (decision 0040); `src` stays the
 * original, as the API names it. Pictures without variants (another site's, a seeded poster) are shown as they are.
 */
export function ProductImage({ src, sizes, alt, ...rest }: Props) {
  const srcSet = productImageSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
