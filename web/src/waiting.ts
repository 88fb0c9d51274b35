// The organiser's waiting room: before the start, the browser that created a match (it holds the
// match's organiser token) watches the seats fill, seats a server bot at a free seat, starts the
// match, copies an invite link for a free seat, and calls the match off after an "are you sure?".
// Its words are its own, in both languages.

import { call, type Envelope, problemText } from "./api.js";
import { button, h } from "./dom.js";
import { lang } from "./i18n.js";
import { newInviteLink } from "./play.js";

const WORDS = {
  title: ["Ждём игроков", "Waiting for players"],
  taken: ["Занято мест: {0} из {1}. Партия начнётся, когда займут последнее место.", "Seats taken: {0} of {1}. The match starts when the last seat is taken."],
  seat: ["Место {0}", "Seat {0}"],
  free: ["свободно", "free"],
  bot: ["бот", "bot"],
  bot_here: ["Посадить бота", "Seat a bot"],
  bot_here_name: ["Посадить бота на место {0}", "Seat a bot at seat {0}"],
  start: ["Начать сейчас", "Start now"],
  start_bots: ["Свободные места займут боты.", "Bots take the free seats."],
  start_rated: ["Рейтинговая партия начнётся, когда все места займут люди.", "A rated match starts once people take every seat."],
  invite: ["Скопировать ссылку-приглашение", "Copy an invite link"],
  invite_hint: ["Ссылка занимает одно свободное место один раз; не показывайте её посторонним.", "The link takes one free seat once; share it with your guest only."],
  invite_link: ["Ссылка-приглашение", "Invite link"],
  copied: ["Ссылка скопирована.", "Link copied."],
  copy_failed: ["Скопируйте ссылку из поля.", "Copy the link from the field."],
  cancel: ["Отменить партию", "Cancel the match"],
  cancel_sure: ["Отменить партию? Играть в ней будет нельзя, места освободятся.", "Cancel the match? Nobody can play it any more."],
  cancel_yes: ["Да, отменить", "Yes, cancel it"],
  cancel_no: ["Не отменять", "Keep it"],
} as const;

type Word = keyof typeof WORDS;

function say(word: Word, ...args: (string | number)[]): string {
  return args.reduce<string>((text, arg, n) => text.replace(`{${n}}`, String(arg)), WORDS[word][lang() === "en" ? 1 : 0]);
}

/** The waiting room of one match, kept across the match page's redraws (its link, its confirm step). */
export class WaitingRoom {
  private confirming = false;
  private busy = false;
  private link = "";
  private note = "";
  private problem = "";

  constructor(
    private readonly match: string,
    private readonly token: string,
    /** Draw the match page again (a step's answer arrives over the stream as a frame too). */
    private readonly redraw: () => void,
  ) {}

  /** The room for an open match; null once it started, was cancelled or expired. */
  element(envelope: Envelope): HTMLElement | null {
    if (envelope.status !== "open") return null;
    const free = envelope.seats.filter((info) => !info.claimed);
    const taken = envelope.seats.length - free.length;
    return h(
      "section",
      { class: "panel waiting", attrs: { id: "waiting-room", "aria-labelledby": "waiting-title" } },
      h("h3", { text: say("title"), attrs: { id: "waiting-title" } }),
      h("p", { class: "hint", attrs: { id: "waiting-count", role: "status" }, text: say("taken", taken, envelope.seats.length) }),
      h(
        "ol",
        { class: "plain waiting-seats" },
        envelope.seats.map((info) =>
          h(
            "li",
            { attrs: { "data-seat": info.seat } },
            h("span", { text: `${say("seat", info.seat + 1)}: ` }),
            info.claimed ? h("strong", { text: info.name ?? "" }) : h("span", { class: "free", text: say("free") }),
            info.bot ? h("span", { class: "tag" }, say("bot")) : null,
            !info.claimed && !envelope.rated
              ? button(say("bot_here"), () => this.step("POST", "/bots", { bots: [info.seat] }), {
                  class: "secondary",
                  attrs: { id: `waiting-bot-${info.seat}`, "aria-label": say("bot_here_name", info.seat + 1) },
                })
              : null,
          ),
        ),
      ),
      this.startControls(envelope, free.length),
      free.length ? this.inviteControls() : null,
      this.cancelControls(),
      h("p", { class: "problem", attrs: { role: "alert", hidden: !this.problem }, text: this.problem }),
    );
  }

  /** Start now: the API starts a match whose seats are all taken; free seats get bots first (the
   * bots route starts the match once none is left), which a rated match refuses. */
  private startControls(envelope: Envelope, free: number): HTMLElement {
    const rated = Boolean(envelope.rated) && free > 0;
    const start = button(say("start"), () => (free ? this.step("POST", "/bots", {}) : this.step("POST", "/start")), {
      class: "primary",
      attrs: { id: "waiting-start", disabled: rated || this.busy },
    });
    return h("div", { class: "actions" }, start, free ? h("span", { class: "hint", text: say(rated ? "start_rated" : "start_bots") }) : null);
  }

  private inviteControls(): HTMLElement {
    const link = h("input", { attrs: { id: "invite-link", readonly: true, value: this.link, "aria-label": say("invite_link"), hidden: !this.link } });
    const make = button(say("invite"), () => void this.invite(), { class: "secondary", attrs: { id: "invite-make", disabled: this.busy } });
    return h(
      "div",
      { class: "invite" },
      h("p", { class: "hint", text: say("invite_hint") }),
      h("div", { class: "actions" }, make, h("span", { class: "hint", attrs: { id: "invite-note", role: "status" }, text: this.note })),
      link,
    );
  }

  private cancelControls(): HTMLElement {
    if (!this.confirming) {
      return h("div", { class: "actions" }, button(say("cancel"), () => this.confirm(true), { class: "secondary", attrs: { id: "waiting-cancel" } }));
    }
    return h(
      "div",
      { class: "confirm", attrs: { role: "group", "aria-labelledby": "waiting-cancel-sure" } },
      h("p", { class: "warning", attrs: { id: "waiting-cancel-sure" }, text: say("cancel_sure") }),
      button(say("cancel_yes"), () => this.step("POST", "/cancel"), { class: "danger", attrs: { id: "waiting-cancel-confirm" } }),
      button(say("cancel_no"), () => this.confirm(false), { class: "secondary", attrs: { id: "waiting-cancel-keep" } }),
    );
  }

  private confirm(on: boolean): void {
    this.confirming = on;
    this.redraw();
    document.getElementById(on ? "waiting-cancel-keep" : "waiting-cancel")?.focus();
  }

  /** One organiser's step; the match's next frame shows what it did, a refusal shows here in words. */
  private step(method: string, path: string, body?: unknown): void {
    if (this.busy) return;
    this.busy = true;
    this.confirming = false;
    this.problem = "";
    this.redraw();
    call<Envelope>(method, `/matches/${this.match}${path}`, { token: this.token, body })
      .catch((error) => (this.problem = problemText(error)))
      .finally(() => {
        this.busy = false;
        this.redraw();
      });
  }

  /** A new invite link for a free seat, shown in its field and copied to the clipboard. */
  private async invite(): Promise<void> {
    this.problem = "";
    try {
      this.link = await newInviteLink(this.match, this.token);
      const copied = navigator.clipboard ? await navigator.clipboard.writeText(this.link).then(() => true, () => false) : false;
      this.note = say(copied ? "copied" : "copy_failed");
    } catch (error) {
      this.problem = problemText(error);
    }
    this.redraw();
    const field = document.getElementById("invite-link") as HTMLInputElement | null;
    field?.select();
  }
}
