/**
 * Set on each part of the page (within #root), then on <body>, as the web fonts take it over
 * (src/boot/web-fonts.ts): the style sheet names the web fonts only under it
 * (src/components/global.css). Browser tests wait for it on <body>.
 */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
