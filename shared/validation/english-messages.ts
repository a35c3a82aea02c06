import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini loads no locale, so a check without a message of ours would say only "Invalid input". Classic zod gave
 * English texts ("Invalid input: expected string, received number"); this keeps them (about 3 KB). Imported for its
 * effect by the modules that turn issues into words: fields.ts (the 422 field maps) and the functions' config.
 */
z.config(en());
