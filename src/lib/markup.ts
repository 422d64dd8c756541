/**
 * Text for HTML or SVG written as a string: safe as an element's text and as the value of an
 * attribute in double quotes, the only way this project writes attributes.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
