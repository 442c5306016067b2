/** The id of each layout's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
