import { letterCount } from '../../../shared/text/letters';

/**
 * antd's `count` for a field of at most `max` letters as the shared rules count them (an emoji or a Sinhala letter
 * with its sign is one), in place of `maxLength`, which counts UTF-16 units and cuts what is typed or pasted. Past
 * the limit antd marks the field; the server's answer says why.
 */
export const letterLimit = (max: number) => ({ max, strategy: letterCount });
