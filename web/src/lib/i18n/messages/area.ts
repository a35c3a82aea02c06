/** An area's texts in another language: every id of its English file (`Texts<typeof cartEn>`), none more. */
export type Texts<English> = Readonly<Record<keyof English, string>>;
