// How the game was won: the outcome's scoring as a table, a row per category of the game and a
// column per seat, ending with each seat's score (the categories add up to it).

import type { Outcome } from "./api.js";
import { h } from "./dom.js";
import { tr } from "./i18n.js";

/** Each game's category codes in words, Russian and English. */
const CATEGORIES: { [game: string]: { [category: string]: [string, string] } } = {
  pobeda: {
    horizontal: ["Линии по горизонтали", "Horizontal lines"],
    vertical: ["Линии по вертикали", "Vertical lines"],
    diagonal: ["Линии по диагонали", "Diagonal lines"],
  },
  pyatiletka: {
    completed_plans: ["Выполненные планы", "Completed plans"],
    personal_plans_fulfilled: ["Личные планы выполнены", "Personal plans met"],
    personal_plans_unfulfilled: ["Личные планы не выполнены", "Personal plans not met"],
    end_plan: ["План «Без невыполненных планов»", "The no-unmet-plans plan"],
  },
  zavody: {
    steel: ["Сталь в сборочном цехе", "Steel in the assembly shop"],
    wood: ["Древесина в сборочном цехе", "Timber in the assembly shop"],
    alloy: ["Цветные металлы в сборочном цехе", "Non-ferrous metals in the assembly shop"],
  },
  den_pobedy: {
    deck: ["Карт в колоде", "Cards left in the deck"],
  },
  ecologic: {
    eco_fund: ["Экофонд (Э1) ×100", "Eco-fund (E1) ×100"],
    coins: ["Монеты (Э2) ×100", "Coins (E2) ×100"],
    imbalance: ["Поправка на дисбаланс Э1 и Э2", "Imbalance of E1 and E2"],
  },
};

/** A category in words (its code when the client does not know it). */
export function categoryText(game: string, category: string): string {
  const words = CATEGORIES[game]?.[category];
  return words ? tr(...words) : category;
}

/** The outcome's scoring as a table (null when the match ended without one: a resignation). */
export function scoringTable(outcome: Outcome, seatName: (seat: number) => string): HTMLElement | null {
  const scoring = outcome.scoring;
  if (!scoring) return null;
  const seats: { category: string; points: number }[][] = scoring.seats;
  const categories = (seats[0] ?? []).map((p) => p.category);
  return h(
    "table",
    { class: "scoring", attrs: { "data-game": scoring.game } },
    h("caption", { text: tr("Как считались очки", "How the scores were made") }),
    h("thead", {}, h("tr", {}, h("th", {}), seats.map((_, seat) => h("th", { attrs: { scope: "col" }, text: seatName(seat) })))),
    h(
      "tbody",
      {},
      categories.map((category, row) =>
        h(
          "tr",
          { attrs: { "data-category": category } },
          h("th", { attrs: { scope: "row" }, text: categoryText(scoring.game, category) }),
          seats.map((points) => h("td", { text: String(points[row]?.points ?? "") })),
        ),
      ),
    ),
    h(
      "tfoot",
      {},
      h("tr", {}, h("th", { attrs: { scope: "row" }, text: tr("Итого", "Score") }), outcome.scores.map((score) => h("td", { text: String(score) }))),
    ),
  );
}
