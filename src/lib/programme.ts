/** The programme as visitors name it (the site's SECTION_TITLE is its shorter label): a brand, the same in every language. */
export const PROGRAMME_NAME = "Exquisite's Best Restaurants & Bars 2025";
