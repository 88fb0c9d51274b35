// Interface text in Russian (the games are Russian) and English; the choice is kept in the browser.

export type Lang = "ru" | "en";

const KEY = "igroteka.lang";

export function lang(): Lang {
  const stored = localStorage.getItem(KEY);
  if (stored === "ru" || stored === "en") return stored;
  return navigator.language.toLowerCase().startsWith("ru") ? "ru" : "en";
}

export function setLang(value: Lang): void {
  localStorage.setItem(KEY, value);
  document.documentElement.lang = value;
}

/** The catalogue's name of anything with ``name`` and ``name_en``. */
export function named(item: { name?: string; name_en?: string } | undefined, fallback = ""): string {
  if (!item) return fallback;
  return (lang() === "en" ? item.name_en || item.name : item.name || item.name_en) || fallback;
}

/** A game's title in the interface language. */
export function gameTitle(game: { title: string; title_en: string }): string {
  return lang() === "en" ? game.title_en : game.title;
}

/** The game's own text (``text``/``text_en``). */
export function texted(item: { text?: string; text_en?: string } | undefined): string {
  if (!item) return "";
  return (lang() === "en" ? item.text_en || item.text : item.text || item.text_en) || "";
}

const TEXT = {
  app: ["Игротека", "Igroteka"],
  lobby: ["Лобби", "Lobby"],
  tournaments: ["Турниры", "Tournaments"],
  tournament: ["Турнир", "Tournament"],
  open: ["Набор игроков", "Open"],
  running: ["Идут", "Running"],
  finished: ["Завершены", "Finished"],
  all_games: ["Все игры", "All games"],
  game: ["Игра", "Game"],
  new_match: ["Новая партия", "New match"],
  rated: ["рейтинговая", "rated"],
  casual: ["товарищеская", "casual"],
  refresh: ["Обновить", "Refresh"],
  rated_match: ["Рейтинговая: только люди, вошедшие в учётную запись", "Rated: people signed in to an account only"],
  rated_tournament: ["Рейтинговый турнир", "Rated tournament"],
  leaderboards: ["Рейтинги", "Leaderboards"],
  board_glicko2: ["Glicko-2: рейтинг − 2·RD.", "Glicko-2: rating − 2·RD."],
  board_openskill: ["OpenSkill: μ − 3σ.", "OpenSkill: μ − 3σ."],
  board_min_games: ["Рейтинговых партий не меньше", "Rated matches at least"],
  board_conservative: ["Надёжный рейтинг", "Conservative"],
  board_empty: ["Пока никого: нужно сыграть больше рейтинговых партий.", "Nobody yet: more rated matches are needed."],
  rating: ["Рейтинг", "Rating"],
  games_played: ["Партий", "Matches"],
  next_page: ["Дальше", "Next page"],
  seats: ["Мест", "Seats"],
  seat: ["Место", "Seat"],
  bots: ["Боты на местах", "Bots at seats"],
  bot: ["бот", "bot"],
  online: ["в сети", "online"],
  create: ["Создать", "Create"],
  options: ["Варианты", "Options"],
  your_name: ["Ваше имя", "Your name"],
  take_seat: ["Занять место", "Take a seat"],
  watch: ["Смотреть", "Watch"],
  play: ["Играть", "Play"],
  replay: ["Повтор", "Replay"],
  audit: ["Аудит", "Audit"],
  free: ["свободно", "free"],
  no_matches: ["Партий нет.", "No matches."],
  winners: ["Победители", "Winners"],
  draw: ["Ничья", "Draw"],
  your_turn: ["Ваш ход", "Your turn"],
  waiting_for: ["Ходит: {0}", "To act: {0}"],
  you: ["вы", "you"],
  organiser: ["Вы организатор", "You are the organiser"],
  spectator: ["Вы зритель", "You are watching"],
  playing_as: ["Вы играете: место {0} ({1})", "You play seat {0} ({1})"],
  actions: ["Ваши действия", "Your actions"],
  no_actions: ["Сейчас ходите не вы.", "It is not your move now."],
  choose: ["Выберите ход", "Choose a move"],
  cancel: ["Отмена", "Cancel"],
  are_you_sure: ["Вы уверены?", "Are you sure?"],
  sure: ["Да, сделать", "Yes, do it"],
  board_moves: ["На столе {0} — выберите подсвеченное место или карту", "{0} on the table: pick a highlighted place or card"],
  connected: ["На связи", "Live"],
  reconnecting: ["Связь потеряна — переподключение…", "Connection lost — reconnecting…"],
  stream_refused: ["Сервер не ведёт эту трансляцию (см. ошибку выше)", "The server refused this stream (see the error above)"],
  resumed: ["Связь восстановлена с версии {0}", "Reconnected, resumed after version {0}"],
  status_open: ["набор игроков", "waiting for players"],
  status_registering: ["регистрация", "registration"],
  status_running: ["идёт", "running"],
  status_finished: ["завершена", "finished"],
  status_cancelled: ["отменена", "cancelled"],
  status_expired: ["не состоялась", "expired"],
  clock: ["Часы", "Clock"],
  match_controls: ["Партия", "The match"],
  resign: ["Сдаться", "Resign"],
  resign_sure: ["Сдаться? Этого не отменить.", "Resign? This cannot be undone."],
  resign_yes: ["Да, сдаюсь", "Yes, resign"],
  resigned: ["сдался", "resigned"],
  out_timeout: ["время вышло", "out of time"],
  out_abandoned: ["покинул партию", "abandoned"],
  autoplay_on: ["Отдать место боту", "Let a bot play for me"],
  autoplay_off: ["Вернуть место себе", "Take my seat back"],
  autoplaying: ["Сейчас за вас играет бот.", "A bot plays your seat now."],
  takeback_ask: ["Взять ход назад", "Take back my move"],
  takeback_asked: ["{0} просит взять свой ход назад", "{0} asks to take their move back"],
  takeback_waiting: ["ждём согласия: {0}", "waiting for: {0}"],
  takeback_consent: ["Согласиться", "Consent"],
  takeback_decline: ["Отказать", "Decline"],
  takeback_cancel: ["Отозвать просьбу", "Withdraw the request"],
  step_refused: ["Отказ", "Refused"],
  delayed: ["Вы смотрите с задержкой: {0}", "You are watching with a delay: {0}"],
  journal_resigned: ["{0} сдаётся", "{0} resigns"],
  journal_timed_out: ["{0}: время вышло", "{0} ran out of time"],
  journal_abandoned: ["{0} покидает партию", "{0} abandoned the match"],
  journal_autoplay_on: ["За {0} играет бот", "A bot plays for {0}"],
  journal_autoplay_off: ["{0} снова играет сам", "{0} plays again"],
  journal_takeback_consented: ["{0} согласен вернуть ход", "{0} consents to the takeback"],
  journal_takeback_declined: ["{0} отказывает в возврате хода", "{0} declines the takeback"],
  journal_takeback_cancelled: ["{0} отзывает просьбу вернуть ход", "{0} withdraws the takeback request"],
  journal_taken_back: ["Ход {0} взят назад", "{0}'s move is taken back"],
  journal_cancelled: ["Партия отменена", "The match is cancelled"],
  journal_expired: ["Партия не состоялась", "The match expired"],
  reason_resigned: ["сдача", "resignation"],
  reason_timeout: ["время вышло", "out of time"],
  reason_abandoned: ["игрок покинул партию", "a player abandoned it"],
  match_rules: ["Регламент", "Match rules"],
  clock_none: ["без часов", "no clock"],
  clock_fischer: ["Фишер: минуты + добавка", "Fischer: minutes + increment"],
  clock_move: ["секунды на ход", "seconds per move"],
  clock_minutes: ["Минут на партию", "Minutes per match"],
  clock_increment: ["Добавка за ход, с", "Increment per move, s"],
  clock_seconds: ["Секунд на ход", "Seconds per move"],
  clock_days: ["по переписке: дни на ход", "correspondence: days per move"],
  clock_days_field: ["Дней на ход (1–14)", "Days per move (1–14)"],
  deadline: ["Время выйдет", "Time runs out"],
  time_left: ["осталось", "time left"],
  on_timeout: ["Когда время вышло", "When time runs out"],
  timeout_bot: ["место займёт бот", "a bot takes the seat"],
  timeout_lose: ["поражение", "the seat loses"],
  timeout_default: ["ход по умолчанию", "the default action"],
  delay: ["Зрители видят с задержкой", "Spectators watch with a delay"],
  delay_moves_field: ["Ходов", "Moves"],
  delay_seconds_field: ["Секунд", "Seconds"],
  abandon: ["Если игрок пропал", "When a player goes missing"],
  abandon_none: ["ждать сколько угодно", "wait as long as it takes"],
  abandon_bot: ["место займёт бот", "a bot takes the seat"],
  abandon_lose: ["поражение", "the seat loses"],
  abandon_after: ["Через секунд", "After seconds"],
  above_zero: ["Нужно больше нуля", "Must be more than zero"],
  journal: ["Ход партии", "What happened"],
  journal_claimed: ["{0} садится за стол", "{0} takes a seat"],
  journal_started: ["Партия началась", "The match has started"],
  match_over: ["Партия окончена", "The match is over"],
  scores: ["Очки", "Scores"],
  refused: ["Ход отклонён", "Move refused"],
  error: ["Ошибка", "Error"],
  first: ["В начало", "First"],
  prev: ["Назад", "Back"],
  next: ["Вперёд", "Forward"],
  last: ["В конец", "Last"],
  viewer: ["Глазами", "Seen by"],
  as_spectator: ["зрителя", "a spectator"],
  as_seat: ["места {0}", "seat {0}"],
  as_auditor: ["аудитора (всё)", "an auditor (everything)"],
  download_record: ["Скачать запись партии", "Download the match record"],
  verified: ["Запись проверена: {0} заново по правилам — всё законно.", "Verified: {0} re-run through the rules — all legal."],
  diverged: ["Расхождение на версии {0}: {1}", "Divergence at version {0}: {1}"],
  record_file: ["Или проверьте файл записи", "Or verify a record file"],
  signed_by: ["Подпись сервера верна: ключ {0} (создан {1}), цепочка событий цела.", "Signed by this server: key {0} (made {1}) holds over an unbroken chain of events."],
  not_signed: ["Подпись не подтверждена: {0} (ключ {1}).", "Not this server's signature: {0} (key {1})."],
  announce: ["Объявить турнир", "Announce a tournament"],
  tours: ["Туров", "Tours"],
  table_size: ["Игроков за столом", "Players per table"],
  register: ["Зарегистрироваться", "Register"],
  players: ["Игроки", "Players"],
  start_tour: ["Начать тур", "Start a tour"],
  tour: ["Тур {0}", "Tour {0}"],
  table: ["Стол {0}", "Table {0}"],
  forfeited: ["техническое поражение: места {0}", "forfeited by seats {0}"],
  byes: ["Без стола в этом туре: {0}", "Sitting this tour out: {0}"],
  standings: ["Турнирная таблица", "Standings"],
  my_table: ["Мой стол", "My table"],
  open_tournament: ["Открыть турнир по номеру", "Open a tournament by id"],
  my_tournaments: ["Мои турниры", "My tournaments"],
  place: ["Место", "Place"],
  player: ["Игрок", "Player"],
  points: ["Очки", "Points"],
  wins: ["Победы", "Wins"],
  back_to_lobby: ["← В лобби", "← Lobby"],
  loading: ["Загрузка…", "Loading…"],
  share_hint: ["Ссылку на партию можно дать зрителям: место хранится только в этом браузере.", "Share the link with watchers: your seat is kept in this browser only."],
  yes: ["да", "yes"],
  no: ["нет", "no"],
  default: ["по умолчанию", "default"],
  id: ["Номер", "Id"],
  go: ["Открыть", "Open"],
  my_games: ["Мои партии", "My games"],
  sign_up: ["Завести аккаунт", "Sign up"],
  sign_in: ["Войти с токеном", "Sign in with a token"],
  sign_out: ["Выйти", "Sign out"],
  player_token: ["Токен игрока", "Player token"],
  token_once: ["Сохраните токен игрока: он показан один раз и входит в аккаунт с другого устройства.", "Keep your player token: it is shown this once and signs you in on another device."],
  only_my_turn: ["Только где мой ход", "Only where it is my turn"],
  more: ["Ещё", "More"],
  profile: ["Профиль", "Profile"],
  counts: ["Идёт: {0} · сыграно: {1} · побед: {2}", "Running: {0} · played: {1} · won: {2}"],
  recent: ["Последние партии", "Recent matches"],
  won: ["победа", "won"],
  lost: ["поражение", "lost"],
  ratings: ["Рейтинги", "Ratings"],
  rating_line: ["{0} ± {1} · рейтинговых партий: {2}", "{0} ± {1} · rated matches: {2}"],
  provisional: ["(предварительный)", "(provisional)"],
  rating_chart: ["Рейтинг в «{0}» после каждой рейтинговой партии", "Rating in «{0}» after each rated match"],
  no_ratings: ["Рейтинговых партий пока нет.", "No rated matches yet."],
  deleted_player: ["(аккаунт удалён)", "(account deleted)"],
  how_to_play: ["Как играть", "How to play"],
  no_tournaments: ["Турниров нет.", "No tournaments."],
  sign_in_with: ["Войти через {0}", "Sign in with {0}"],
  sign_in_mismatch: ["Вход не удался: ответ провайдера не относится к этому входу.", "Sign-in failed: the provider's answer is not for this sign-in."],
  sign_in_refused: ["Провайдер не впустил: {0}", "The provider refused: {0}"],
  sign_in_no_token: ["Провайдер не выдал ID-токен.", "The provider gave no ID token."],
} as const;

export type TextKey = keyof typeof TEXT;

export function t(key: TextKey, ...args: (string | number)[]): string {
  const [ru, en] = TEXT[key];
  let text: string = lang() === "en" ? en : ru;
  args.forEach((arg, i) => {
    text = text.replace(`{${i}}`, String(arg));
  });
  return text;
}

/** A seat's name as the page shows it, its number counted from 1: a free seat by its number, the
 * name the server gives a bot it seats («bot 2») in the page's language, any other name as it stands. */
export function seatName(name: string | null | undefined, seat: number): string {
  if (name === null || name === undefined) return `${t("seat")} ${seat + 1}`;
  return name === `bot ${seat + 1}` ? `${tr("Бот", "Bot")} ${seat + 1}` : name;
}

/** A pair of texts chosen by the interface language (for the game modules' own words). */
export function tr(ru: string, en: string): string {
  return lang() === "en" ? en : ru;
}
