// Counts in words, in the interface language: one helper for every number shown with a noun.
// Russian has three forms (1 ход, 2 хода, 5 ходов; 21 ход, 11 ходов), English two (1 move, 2 moves).
import { lang } from "./i18n.js";
/** Which of the three Russian forms a count takes. */
export function russianForm(n) {
    const last = Math.abs(n) % 10;
    const tens = Math.abs(n) % 100;
    if (last === 1 && tens !== 11)
        return 0;
    if (last >= 2 && last <= 4 && (tens < 12 || tens > 14))
        return 1;
    return 2;
}
/** The noun that goes with ``n`` in the interface language, without the number. */
export function noun(n, [ru, en]) {
    return lang() === "en" ? en[Math.abs(n) === 1 ? 0 : 1] : ru[russianForm(n)];
}
/** ``n`` and its noun: «104 хода», "1 coin". */
export function count(n, forms) {
    return `${n} ${noun(n, forms)}`;
}
export const MOVES = [["ход", "хода", "ходов"], ["move", "moves"]];
export const CARDS = [["карта", "карты", "карт"], ["card", "cards"]];
export const COINS = [["монета", "монеты", "монет"], ["coin", "coins"]];
export const WORKERS = [["рабочий", "рабочих", "рабочих"], ["worker", "workers"]];
export const LINES = [["линия", "линии", "линий"], ["line", "lines"]];
export const SECONDS = [["секунда", "секунды", "секунд"], ["second", "seconds"]];
