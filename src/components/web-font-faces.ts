/**
 * The self-hosted faces global.css declares, and the request for the main text's faces. The page's
 * text takes the web fonts part by part once the page is idle (src/boot/web-fonts.ts). A page whose
 * main text comes with its data, after the first paint (About, How to vote: shells), asks for
 * the sans's faces early instead, and its main text waits for them, at most
 * MAIN_TEXT_FONTS_WAIT_MS, so it is laid out once, in them: shown in the fallback faces and taken
 * over later, its lines would break elsewhere and move what follows (docs/decisions/065).
 */
import { tracked, type TrackedPromise } from '../lib/tracked-promise';

export interface WebFontFace {
  family: string;
  weight: number;
}

/** The faces global.css declares. */
export const WEB_FONT_FACES: readonly WebFontFace[] = [
  { family: 'Montserrat', weight: 400 },
  { family: 'Montserrat', weight: 600 },
  { family: 'Playfair Display', weight: 700 },
];

/** The faces of a page's main text (rich text: the sans, regular and bold). */
const MAIN_TEXT_FACES = WEB_FONT_FACES.filter((face) => face.family === 'Montserrat');

/** The longest a main text waits for its faces after they were asked for; then it shows in the fallback faces. */
export const MAIN_TEXT_FONTS_WAIT_MS = 1000;

/** A CSS font shorthand for `document.fonts.load` ("700 1em \"Playfair Display\""): the size is needed, and any will do. */
export const fontShorthand = ({ family, weight }: WebFontFace): string => `${weight} 1em ${JSON.stringify(family)}`;

/** Whether every face loaded within `withinMs` (a face that fails to load is an empty list; a browser without font loading loads none). */
function loadFaces(faces: readonly WebFontFace[], withinMs: number): Promise<boolean> {
  let latest: ReturnType<typeof setTimeout> | undefined;
  const loaded = Promise.resolve()
    .then(() => Promise.all(faces.map((face) => document.fonts.load(fontShorthand(face)))))
    .then(
      (fonts) => fonts.every((found) => found.length > 0),
      () => false,
    );
  const tooLate = new Promise<boolean>((resolve) => (latest = setTimeout(() => resolve(false), withinMs)));
  return Promise.race([loaded, tooLate]).finally(() => clearTimeout(latest));
}

let mainTextFacesLoaded: TrackedPromise<boolean> | null = null;

/** Asks for the main text's faces, once: true when they have loaded in time, false otherwise. */
export function requestMainTextFonts(): void {
  mainTextFacesLoaded ??= tracked(loadFaces(MAIN_TEXT_FACES, MAIN_TEXT_FONTS_WAIT_MS));
}

/** Whether the main text's faces loaded in time, as asked for (for React's `use`); null when the page did not ask for them. */
export const mainTextFonts = (): Promise<boolean> | null => mainTextFacesLoaded;
