/** Profile image rules (SPEC section 5): jpeg, png, jpg, gif, svg; under 2 MB. */
/** A profile image must be smaller than this: 2,097,151 bytes is accepted, 2,097,152 refused. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif', 'image/svg+xml'];
export const avatarMessages = {
  type: 'Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)',
  size: 'File size must be less than 2MB',
  missing: 'Please choose an image to upload.',
} as const;
