import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from '../../web/src/features/product/Gallery';

afterEach(cleanup);

const images = [1, 2, 3].map((id) => ({ id, path: `http://127.0.0.1:3000/media/products/oil-${id}.png` }));

/** A finger put down at `from` and lifted at `to` (client x, y) on the picture. */
function swipe(from: [number, number], to: [number, number]) {
  const stage = screen.getByRole('img').parentElement!;
  fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

const shown = () => screen.getByRole('img').getAttribute('alt');

describe('product gallery on a phone', () => {
  it('swipes to the next picture to the left and back to the right, wrapping at both ends', () => {
    render(<Gallery name="Beard Oil" images={images} />);
    expect(shown()).toBe('Beard Oil, picture 1 of 3');
    swipe([300, 200], [200, 210]);
    expect(shown()).toBe('Beard Oil, picture 2 of 3');
    swipe([100, 200], [220, 190]);
    swipe([100, 200], [220, 190]);
    expect(shown()).toBe('Beard Oil, picture 3 of 3');
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('ignores a short slide and a page scroll that drifts sideways', () => {
    render(<Gallery name="Beard Oil" images={images} />);
    swipe([300, 200], [260, 200]);
    swipe([300, 400], [230, 100]);
    expect(shown()).toBe('Beard Oil, picture 1 of 3');
  });
});
