// The notification settings on "my games": notifications on this device (Web Push, push.ts) and
// which kinds of notice it is sent (a box a kind, saved with its subscription), a sound when it is the player's turn (this browser), and the reminder points of correspondence
// matches: how long before the player's time to move runs out they are reminded
// (GET and POST /players/me/reminders; at most four, a minute to 14 days each).

import { call, problemText, type Schemas } from "./api.js";
import { soundWanted, wantSound } from "./alerts.js";
import { clear, h } from "./dom.js";
import { lang } from "./i18n.js";
import { type Forms, count, noun } from "./plural.js";
import type { components } from "./generated/stream.js";
import { kindsHere, pushSwitch, wantKinds } from "./push.js";
import type { Account } from "./tokens.js";

type Reminders = Schemas["Reminders"];
type Kind = components["schemas"]["NoticeMessage"]["notice"]["kind"];

const WORDS = {
  title: ["Уведомления", "Notifications"],
  sound: ["Звук, когда ваш ход", "A sound when it is your turn"],
  reminders: ["Напоминания в партиях по переписке", "Reminders in correspondence matches"],
  reminders_hint: [
    "За сколько до конца вашего времени на ход напомнить. Пустое поле — без напоминания.",
    "How long before your time to move runs out to remind you. Leave a row empty for no reminder.",
  ],
  reminder: ["Напоминание", "Reminder"],
  unit: ["Единица времени", "Unit of time"],
  ahead_of: [" за", ""], // «Напоминание 1: за [24] [часа]», "Reminder 1: [24] [hours] before"
  before: ["", "before"],
  save: ["Сохранить напоминания", "Save the reminders"],
  saved: ["Сохранено.", "Saved."],
  defaults: ["Вы ещё не выбирали, поэтому", "You have not chosen yet, so"],
  none: ["Напоминаний не будет.", "No reminders."],
  remind: ["Напомним за", "We remind you"],
  and: ["и за", "and"],
  ahead: ["до конца времени.", "before your time runs out."],
  too_long: ["Не больше 14 дней.", "At most 14 days."],
  whole: ["Целое число, от 1.", "A whole number, 1 or more."],
  kinds: ["Что присылать на это устройство", "What this device is sent"],
  save_kinds: ["Сохранить выбор", "Save the choice"],
  kinds_saved: ["Сохранено.", "Saved."],
} as const;

// each kind of notice as the player knows it, in the order the boxes show them
const KINDS: Record<Kind, readonly [string, string]> = {
  your_turn: ["Ваш ход", "Your turn"],
  time_running_out: ["Время на ход кончается (напоминания)", "Your time to move runs out (reminders)"],
  takeback_asked: ["Вас просят вернуть ход", "You are asked to allow a takeback"],
  match_ended: ["Партия окончена", "A match ended"],
  rating_changed: ["Рейтинг изменился", "Your rating changed"],
  paired: ["Соперник найден («Играть сейчас»)", "An opponent found (Play now)"],
  challenge_received: ["Вас вызывают на партию", "You are challenged to a match"],
  challenge_accepted: ["Ваш вызов приняли", "Your challenge was accepted"],
  challenge_declined: ["Ваш вызов отклонили", "Your challenge was declined"],
  challenge_cancelled: ["Вызов вам отменили", "A challenge to you was withdrawn"],
  challenge_expired: ["Ваш вызов остался без ответа", "Your challenge went unanswered"],
  invitation_used: ["По вашей ссылке заняли место", "Someone took a seat with your invite link"],
  rematch_offered: ["Вам предлагают реванш", "You are offered a rematch"],
  rematch_declined: ["От вашего реванша отказались", "Your rematch was declined"],
  rematch_started: ["Реванш начался", "A rematch begins"],
  tour_started: ["Начался тур турнира", "A tournament round begins"],
};

function say(word: keyof typeof WORDS): string {
  return WORDS[word][lang() === "en" ? 1 : 0];
}

const ROWS = 4; // the server keeps four points at most
const LONGEST = 14 * 86_400;
// each unit's seconds and its words after «за» («за 1 минуту», «за 2 часа», «за 5 дней»)
const UNITS: readonly { seconds: number; forms: Forms }[] = [
  { seconds: 86_400, forms: [["день", "дня", "дней"], ["day", "days"]] },
  { seconds: 3_600, forms: [["час", "часа", "часов"], ["hour", "hours"]] },
  { seconds: 60, forms: [["минуту", "минуты", "минут"], ["minute", "minutes"]] },
];

/** A point in the largest unit that holds it whole. */
function split(point: number): { amount: number; unit: number } {
  const unit = UNITS.find((u) => point % u.seconds === 0) ?? UNITS[UNITS.length - 1];
  return { amount: Math.round(point / unit.seconds), unit: unit.seconds };
}

/** «Напомним за 1 день и за 1 час до конца времени.»; ``within``: in the middle of a sentence. */
function spoken(points: readonly number[], within = false): string {
  const parts = points.map((point) => {
    const { amount, unit } = split(point);
    return count(amount, UNITS.find((u) => u.seconds === unit)!.forms);
  });
  const remind = within ? say("remind").toLowerCase() : say("remind");
  return `${remind} ${parts.join(` ${say("and")} `)} ${say("ahead")}`;
}

interface Row {
  element: HTMLElement;
  amount: HTMLInputElement;
  unit: HTMLSelectElement;
}

function reminderRow(n: number): Row {
  const amount = h("input", { attrs: { id: `reminder-${n}`, type: "number", min: 1, step: 1, inputmode: "numeric" } });
  const unit = h("select", { attrs: { id: `reminder-unit-${n}`, "aria-label": `${say("reminder")} ${n + 1}: ${say("unit")}` } });
  const words = () => {
    const value = Number(amount.value) || 5; // an empty row reads as "5 …": the form plural words take on their own
    const chosen = unit.value || String(UNITS[1].seconds);
    clear(unit, UNITS.map((u) => h("option", { attrs: { value: u.seconds, selected: String(u.seconds) === chosen } }, noun(value, u.forms))));
    unit.value = chosen;
  };
  words();
  amount.addEventListener("input", words);
  const element = h(
    "div",
    { class: "reminder-row" },
    h("label", { attrs: { for: `reminder-${n}` } }, `${say("reminder")} ${n + 1}:${say("ahead_of")}`),
    amount,
    unit,
    say("before") ? h("span", { text: say("before") }) : null,
  );
  return { element, amount, unit };
}

function fill(rows: Row[], points: readonly number[]): void {
  rows.forEach((row, n) => {
    const point = points[n];
    row.amount.value = point === undefined ? "" : String(split(point).amount);
    row.unit.value = String(point === undefined ? UNITS[1].seconds : split(point).unit);
    row.amount.dispatchEvent(new Event("input"));
  });
}

/** The points the rows hold, in seconds, or the words of what is wrong with one. */
function read(rows: Row[]): number[] | string {
  const points: number[] = [];
  for (const row of rows) {
    const text = row.amount.value.trim();
    if (!text) continue;
    const amount = Number(text);
    if (!Number.isInteger(amount) || amount < 1) return say("whole");
    const point = amount * Number(row.unit.value);
    if (point > LONGEST) return say("too_long");
    points.push(point);
  }
  return points;
}

function stateText(reminders: Reminders): string {
  if (!reminders.points.length) return say("none");
  return reminders.chosen ? spoken(reminders.points) : `${say("defaults")} ${spoken(reminders.points, true)}`;
}

/** The reminder points: read from the server, shown in the rows, saved with the button. */
function remindersForm(account: Account): HTMLElement {
  const rows = Array.from({ length: ROWS }, (_, n) => reminderRow(n));
  const state = h("p", { class: "hint", attrs: { id: "reminders-state", role: "status" } });
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  const refused = (error: unknown) => {
    problem.hidden = false;
    problem.textContent = problemText(error);
  };
  const took = (reminders: Reminders, saved = false) => {
    fill(rows, reminders.points);
    state.textContent = saved ? `${say("saved")} ${stateText(reminders)}` : stateText(reminders);
  };
  const form = h(
    "form",
    { class: "reminders", attrs: { id: "reminders", novalidate: true } }, // checked here, in the page's words
    h("fieldset", {}, h("legend", { text: say("reminders") }), h("p", { class: "hint", text: say("reminders_hint") }), rows.map((row) => row.element)),
    h("button", { class: "secondary", attrs: { id: "reminders-save", type: "submit" } }, say("save")),
    state,
    problem,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    problem.hidden = true;
    const points = read(rows);
    if (typeof points === "string") {
      refused(new Error(points));
      return;
    }
    call<Reminders>("POST", "/players/me/reminders", { token: account.token, body: { points } })
      .then((reminders) => took(reminders, true))
      .catch(refused);
  });
  call<Reminders>("GET", "/players/me/reminders", { token: account.token }).then((reminders) => took(reminders), refused);
  return form;
}

/** A box a kind of notice this device is sent by Web Push, shown while it receives them: read from
 * its subscription at the server, saved with it (every box ticked: every kind, later ones too). */
function kindsForm(account: Account): { form: HTMLElement; changed: (on: boolean) => void } {
  const kinds = Object.keys(KINDS) as Kind[];
  const boxes = kinds.map((kind) => h("input", { attrs: { id: `push-kind-${kind}`, type: "checkbox", value: kind } }));
  const state = h("p", { class: "hint", attrs: { id: "push-kinds-state", role: "status" } });
  const problem = h("p", { class: "problem", attrs: { role: "alert", hidden: true } });
  const refused = (error: unknown) => {
    problem.hidden = false;
    problem.textContent = problemText(error);
  };
  const fill = (wanted: readonly string[] | null) => {
    for (const box of boxes) box.checked = wanted === null || wanted.includes(box.value);
  };
  const form = h(
    "form",
    { class: "push-kinds", attrs: { id: "push-kinds", hidden: true } },
    h(
      "fieldset",
      {},
      h("legend", { text: say("kinds") }),
      boxes.map((box, n) => h("label", { class: "push-kind", attrs: { for: box.id } }, box, " ", KINDS[kinds[n]][lang() === "en" ? 1 : 0])),
    ),
    h("button", { class: "secondary", attrs: { id: "push-kinds-save", type: "submit" } }, say("save_kinds")),
    state,
    problem,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    problem.hidden = true;
    const chosen = boxes.filter((box) => box.checked).map((box) => box.value);
    wantKinds(account, chosen.length === boxes.length ? null : chosen)
      .then((saved) => {
        fill(saved.kinds);
        state.textContent = say("kinds_saved");
      })
      .catch(refused);
  });
  const changed = (on: boolean) => {
    state.textContent = "";
    if (!on) {
      form.hidden = true;
      return;
    }
    kindsHere(account)
      .then((wanted) => {
        if (wanted === undefined) return;
        fill(wanted);
        form.hidden = false;
      })
      .catch(refused);
  };
  return { form, changed };
}

function soundSwitch(): HTMLElement {
  const box = h("input", { attrs: { id: "sound-on", type: "checkbox", checked: soundWanted() } });
  box.addEventListener("change", () => wantSound(box.checked));
  return h("label", { class: "sound" }, box, " ", say("sound"));
}

/** The settings' panel on my page. */
export function notificationSettings(account: Account): HTMLElement {
  const kinds = kindsForm(account);
  return h(
    "section",
    { class: "panel notifications", attrs: { id: "notifications" } },
    h("h3", { text: say("title") }),
    pushSwitch(account, kinds.changed),
    kinds.form,
    soundSwitch(),
    remindersForm(account),
  );
}
