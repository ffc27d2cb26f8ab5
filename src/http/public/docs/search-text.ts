/**
 * How the reference's search compares words: case and accents aside ("creacion" is "Creación"),
 * and a Spanish word meets its family ("creación" finds "Crea un cliente", "ventas" finds
 * "venta"), by cutting common endings before comparing starts of words.
 */

/** A text with case and accents folded, and where each folded character came from. */
export interface Folded {
  text: string;
  /** For each character of `text`, its index in the original. */
  from: number[];
}

const MARKS = /\p{M}/gu;

export function fold(original: string): Folded {
  let text = '';
  const from: number[] = [];
  let index = 0;
  for (const char of original) {
    const plain = char.normalize('NFD').replace(MARKS, '').toLowerCase();
    for (let i = 0; i < plain.length; i++) from.push(index);
    text += plain;
    index += char.length;
  }
  return { text, from };
}

/** The words of a folded text: letters and digits (`stock_movement` is two words, `/sales` one). */
export const wordsOf = (folded: string): string[] => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Endings cut before comparing, longest first: plurals, -ción, participles, infinitives. */
const ENDINGS = [
  'amientos',
  'imientos',
  'aciones',
  'iciones',
  'amiento',
  'imiento',
  'ciones',
  'acion',
  'icion',
  'cion',
  'mente',
  'ados',
  'adas',
  'idos',
  'idas',
  'ado',
  'ada',
  'ido',
  'ida',
  'ar',
  'er',
  'ir',
  'es',
  's',
];

/** The shortest start of a word worth comparing: shorter stems would find nearly everything. */
const MIN_STEM = 3;

/** The start of a folded word that its family shares: `creacion` → `crea`, `ventas` → `venta`. */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM)
      return word.slice(0, -ending.length);
  }
  return word;
}

/** Words that say nothing on their own; a query made only of them still searches them. */
const STOP_WORDS = new Set(
  'a al con como de del el en es la las lo los mi o para por que se su sus un una unas unos y'.split(' '),
);

/** Most words a query compares: more narrow nothing a reader needs. */
export const MAX_QUERY_WORDS = 8;

/** A query's words, folded, without repeats, without stop words unless it has nothing else. */
export function queryWords(query: string): string[] {
  const words = [...new Set(wordsOf(fold(query).text))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_WORDS);
}

/**
 * Whether a text's word answers a query's word: it starts with the query word's stem, or, for a
 * query word too short to cut (`me`, `id`), it is that word.
 */
export function answers(textWord: string, queryWord: string): boolean {
  const start = stem(queryWord);
  return start.length >= MIN_STEM ? textWord.startsWith(start) : textWord === queryWord;
}
