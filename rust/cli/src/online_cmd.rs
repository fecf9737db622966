//! `slovo online`: play on a `slovo-server` from a local data directory, through the same
//! [`slovo_app::App`] calls the phones make. Games are browsed from the local copies, moves
//! are queued first and sent when the server answers; `sync` sends what waits and catches up.

use std::error::Error;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, mpsc};

use clap::{Args, Subcommand};
use serde_json::{Value, json};
use slovo_app::{
    App, AppError, DroppedMoveInfo, MoveOutcome, OnlineGameListener, OnlineGameSummary,
    OnlineGameView, OnlineMode, SeekResult,
};
use slovo_i18n::{Catalog, Message, UiLang};

#[path = "online_account.rs"]
mod online_account;
#[path = "online_rematch.rs"]
mod online_rematch;
#[path = "online_social.rs"]
mod online_social;
#[path = "online_stats.rs"]
pub(crate) mod online_stats;
#[path = "online_tycoon.rs"]
mod online_tycoon;

#[derive(Args)]
pub struct OnlineArgs {
    /// Where the account, the online games and the outbox are kept, in slovo.db (default:
    /// $XDG_DATA_HOME/slovo or ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// The server, e.g. http://127.0.0.1:8080 (remembered for later commands).
    #[arg(long, value_name = "URL")]
    server: Option<String>,
    /// The language every command speaks: en, sk, cs, hr, da, bg (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English). `--json` stays the same in every language.
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
    #[command(subcommand)]
    command: OnlineCommand,
}

#[derive(Subcommand)]
enum OnlineCommand {
    /// Register this data directory's device on the server under NAME.
    Register { name: String },
    /// Take your account to a new device: prints a one-time code; on the new device,
    /// `transfer --use CODE` (with --link the old device stays signed in too).
    Transfer(online_account::TransferArgs),
    /// Open a room; prints its code (alone on the last line) for the others to join.
    Create {
        /// quick: a chess clock per player (--minutes each), played in one sitting; daily:
        /// 24 hours for each move.
        #[arg(long, value_parser = parse_mode)]
        mode: OnlineMode,
        /// Language: english, slovak, … (or en, sk, …).
        #[arg(long)]
        lang: String,
        /// Seats, 2 to 4.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Quick games: each player's minutes, 3, 5, 10 or 25 (default 10).
        #[arg(long)]
        minutes: Option<u32>,
    },
    /// Take a seat in the room with CODE.
    Join { code: String },
    /// Look for strangers to play with.
    Seek {
        /// quick: a chess clock per player (--minutes each), played in one sitting; daily:
        /// 24 hours for each move. Only seekers with the same terms are paired.
        #[arg(long, value_parser = parse_mode)]
        mode: OnlineMode,
        #[arg(long)]
        lang: String,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Quick games: each player's minutes, 3, 5, 10 or 25 (default 10).
        #[arg(long)]
        minutes: Option<u32>,
        /// How long to wait for a match, in seconds.
        #[arg(long, default_value_t = 10)]
        wait: u64,
    },
    /// The online games as last synced.
    Games {
        #[arg(long)]
        json: bool,
    },
    /// One game as last synced: board, rack, scores, history, moves waiting.
    Show {
        /// The game's id (or a unique prefix) or its room code.
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// Make a move: `8H WORD`, `H8 WORD`, `exchange TILES`, `pass` or `resign`. While the
    /// server is unreachable a daily game's move is queued.
    Play {
        game: String,
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
        mv: Vec<String>,
        /// Resign without being asked first (for scripts: without a terminal, `resign` needs
        /// it).
        #[arg(long)]
        yes: bool,
    },
    /// Send the moves that wait and fetch what changed.
    Sync,
    /// Your record over finished online games: overall and per language and mode.
    Stats {
        #[arg(long)]
        json: bool,
    },
    /// Your Glicko-2 ratings, per language and mode.
    Ratings {
        #[arg(long)]
        json: bool,
    },
    /// Friends: your code, the list, requests, invites (`friends list`, `add CODE`, …).
    #[command(subcommand)]
    Friends(online_social::FriendsCommand),
    /// A game's chat: show it, `--send TEXT`, or turn yours `--on`/`--off`.
    Chat(online_social::ChatArgs),
    /// Block a player (they are not told), `--undo` it, or `--list` whom you blocked.
    Block(online_social::BlockArgs),
    /// Report the player in SEAT of GAME, with a reason, for the server's operator.
    Report(online_social::ReportArgs),
    /// After a finished game: offer a rematch, or --accept/--decline the one offered.
    Rematch(online_rematch::RematchArgs),
    /// Pause your daily games: `vacation start DAYS`, `end`, `status`.
    #[command(subcommand)]
    Vacation(online_rematch::VacationCommand),
    /// Follow a game live: print it at each new version (with --json, one object a line, as
    /// `show --json`) until it ends or Ctrl-C. Connection news goes to stderr.
    Watch {
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// Online Tycoon: `tycoon create`, `join CODE`, `seek`, `games`, `show GAME`, `move GAME
    /// word CAT`, `preview`, `events`, `sync`.
    #[command(subcommand)]
    Tycoon(online_tycoon::TycoonCommand),
}

fn parse_mode(s: &str) -> Result<OnlineMode, String> {
    OnlineMode::from_name(s).ok_or_else(|| "the mode is quick or daily".to_string())
}

pub fn run(args: OnlineArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = Catalog::new(args.ui_lang.unwrap_or_else(UiLang::from_env));
    run_in(args, catalog).map_err(|e| said(e, &catalog))
}

/// A failure as the reader reads it: the app's typed errors through the catalog; the
/// command's own refusals are said already.
fn said(e: Box<dyn Error>, catalog: &Catalog) -> Box<dyn Error> {
    match e.downcast::<AppError>() {
        Ok(app) => catalog.say(app.as_ref()).into(),
        Err(other) => other,
    }
}

fn run_in(args: OnlineArgs, catalog: Catalog) -> Result<ExitCode, Box<dyn Error>> {
    let say = |m: Message| catalog.render(&m);
    let data_dir = match args.data_dir {
        Some(dir) => dir,
        None => crate::play::default_data_dir()?,
    };
    let app = Arc::new(App::open(&data_dir, &slovo_lexicon::default_dir())?);
    if let Some(url) = &args.server {
        app.set_server(url)?;
    }
    let lang = catalog.lang();
    match args.command {
        OnlineCommand::Register { name } => {
            let account = app.register(&name)?;
            let registered = Message::new("online-registered")
                .with("name", account.display_name.as_str())
                .with("device", account.device_id.as_str())
                .with("server", account.server_url.as_str());
            println!("{}", say(registered));
        }
        OnlineCommand::Transfer(args) => online_account::transfer(&app, args, &catalog)?,
        OnlineCommand::Create {
            mode,
            lang,
            players,
            minutes,
        } => {
            let room = app.create_room(mode, &lang, players, minutes)?;
            let created = Message::new("online-room-created")
                .with("seats", room.seats)
                .with("mode", mode_name(room.mode))
                .with("language", game_language(&room.language));
            println!("{}", say(created));
            // Alone on the last line, for scripts.
            println!("{}", room.code);
        }
        OnlineCommand::Join { code } => {
            let room = app.join_room(&code)?;
            let joined = match &room.game_id {
                Some(id) => Message::new("online-joined-started").with("id", id.as_str()),
                None => Message::new("online-joined-waiting").with(
                    "count",
                    usize::from(room.seats).saturating_sub(room.players.len()),
                ),
            };
            println!("{}", say(joined.with("code", room.code.as_str())));
        }
        OnlineCommand::Seek {
            mode,
            lang,
            players,
            minutes,
            wait,
        } => {
            let outcome = app.seek(mode, &lang, players, minutes, wait.saturating_mul(1000))?;
            let said = match outcome {
                SeekResult::Matched { game_id, code } => Message::new("online-matched")
                    .with("id", game_id)
                    .with("code", code),
                SeekResult::Pending { .. } => Message::new("online-seek-pending"),
                SeekResult::Expired => Message::new("online-seek-expired"),
            };
            println!("{}", say(said));
        }
        OnlineCommand::Games { json } => games(&app, json, &catalog)?,
        OnlineCommand::Show { game, json } => {
            let view = app.online_game(&app.find_online_game(&game)?)?;
            if json {
                println!("{}", view_json(&view));
            } else {
                print_view(&view, lang);
            }
        }
        OnlineCommand::Play { game, mv, yes } => {
            let id = app.find_online_game(&game)?;
            let resigning = matches!(mv.as_slice(), [w] if w.eq_ignore_ascii_case("resign"));
            if resigning && !yes && !confirm_resign(lang)? {
                println!("{}", catalog.text("cli-resign-kept", &[]));
                return Ok(ExitCode::SUCCESS);
            }
            let outcome = app.play_online_text(&id, &mv.join(" "))?;
            let (said, code) = match outcome {
                MoveOutcome::Sent { version } => (
                    Message::new("online-sent").with("version", version),
                    ExitCode::SUCCESS,
                ),
                MoveOutcome::Queued { reason } => (
                    Message::new("online-move-queued").with("reason", reason),
                    ExitCode::SUCCESS,
                ),
                MoveOutcome::Dropped { reason } => {
                    acknowledge_all(&app)?;
                    (
                        Message::new("online-move-dropped").with("reason", reason),
                        ExitCode::FAILURE,
                    )
                }
            };
            println!("{}", say(said));
            return Ok(code);
        }
        OnlineCommand::Sync => {
            let report = app.sync_now()?;
            let synced = Message::new("online-synced")
                .with("sent", report.sent)
                .with("dropped", report.dropped.len())
                .with("waiting", report.waiting)
                .with("updated", report.updated_games);
            println!("{}", say(synced));
            // Drops of earlier runs too (a push, a play): every one is shown once.
            for d in app.dropped_moves()? {
                println!("{}", say(drop_message(&d)));
                app.acknowledge_dropped(&d.move_id)?;
            }
            if let Some(why) = report.offline {
                println!(
                    "{}",
                    say(Message::new("online-offline").with("reason", why))
                );
            }
        }
        OnlineCommand::Watch { game, json } => {
            let id = app.find_online_game(&game)?;
            let (ended, end) = mpsc::channel();
            let printer = Arc::new(Printer {
                app: app.clone(),
                json,
                lang,
                ended,
            });
            printer.on_update(&id);
            let watch = app.watch_online_game(&id, printer)?;
            let reason = end.recv().unwrap_or_default();
            // A game that ended is said so; another end (a refusal) passes its reason on.
            let over = app.online_game(&id).is_ok_and(|v| v.finished);
            let ended = if over {
                Message::new("online-watch-game-over")
            } else {
                Message::new("online-watch-ended").with("reason", reason)
            };
            eprintln!("{}", say(ended));
            watch.join();
        }
        OnlineCommand::Stats { json } => online_stats::stats(&data_dir, json, &catalog)?,
        OnlineCommand::Ratings { json } => online_stats::ratings(&data_dir, json, &catalog)?,
        OnlineCommand::Friends(command) => {
            online_social::friends(&data_dir, command, find(&app), &catalog)?
        }
        OnlineCommand::Chat(args) => online_social::chat(&data_dir, args, find(&app), &catalog)?,
        OnlineCommand::Block(args) => online_social::block(&data_dir, args, find(&app), &catalog)?,
        OnlineCommand::Report(args) => {
            online_social::report(&data_dir, args, find(&app), &catalog)?
        }
        OnlineCommand::Rematch(args) => {
            online_rematch::rematch(&app, args, find_either(&app), &catalog)?
        }
        OnlineCommand::Vacation(command) => online_rematch::vacation(&app, command, &catalog)?,
        OnlineCommand::Tycoon(command) => return online_tycoon::tycoon(&app, command, &catalog),
    }
    Ok(ExitCode::SUCCESS)
}

/// A game named as the player typed it (id, prefix or room code), by the local copies.
fn find(app: &App) -> impl Fn(&str) -> Result<String, Box<dyn Error>> + '_ {
    |game| Ok(app.find_online_game(game)?)
}

/// A word game or, failing that, a Tycoon game: for what serves both (a rematch).
fn find_either(app: &App) -> impl Fn(&str) -> Result<String, Box<dyn Error>> + '_ {
    |game| {
        Ok(app
            .find_online_game(game)
            .or_else(|_| app.find_online_tycoon_game(game))?)
    }
}

fn mode_name(mode: OnlineMode) -> Message {
    Message::new(match mode {
        OnlineMode::Quick => "online-mode-quick",
        OnlineMode::Daily => "online-mode-daily",
    })
}

/// A game's language as the server names it (`english`, `sk`), in the reader's words; a name
/// this version does not know is shown as it is.
fn game_language(name: &str) -> slovo_i18n::Arg {
    match name.parse::<slovo_rules::Language>() {
        Ok(language) => slovo_i18n::language_name(language).into(),
        Err(_) => name.into(),
    }
}

/// `watch`'s listener: prints each new version of the game.
struct Printer {
    app: Arc<App>,
    json: bool,
    lang: UiLang,
    ended: mpsc::Sender<String>,
}

impl OnlineGameListener for Printer {
    fn on_update(&self, game_id: &str) {
        let catalog = Catalog::new(self.lang);
        match self.app.online_game(game_id) {
            Ok(view) if self.json => println!("{}", view_json(&view)),
            Ok(view) => print_view(&view, self.lang),
            Err(e) => {
                let failed = Message::new("online-read-failed").with("reason", catalog.say(&e));
                eprintln!("{}", catalog.render(&failed));
            }
        }
    }

    fn on_connection(&self, problem: Option<String>) {
        let news = match problem {
            None => Message::new("online-live"),
            Some(why) => Message::new("online-connection-lost").with("reason", why),
        };
        eprintln!("{}", Catalog::new(self.lang).render(&news));
    }

    fn on_end(&self, reason: &str) {
        let _ = self.ended.send(reason.to_string());
    }
}

fn acknowledge_all(app: &App) -> Result<(), Box<dyn Error>> {
    for d in app.dropped_moves()? {
        app.acknowledge_dropped(&d.move_id)?;
    }
    Ok(())
}

fn drop_message(d: &DroppedMoveInfo) -> Message {
    Message::new("online-dropped-move")
        .with("id", d.move_id.as_str())
        .with("game", d.game_id.as_str())
        .with("reason", d.reason.as_str())
}

fn status(finished: bool) -> &'static str {
    if finished { "finished" } else { "active" }
}

fn summary_json(g: &OnlineGameSummary) -> Value {
    json!({
        "id": g.id,
        "code": g.code,
        "mode": g.mode.name(),
        "language": g.language,
        "status": status(g.finished),
        "my_turn": g.my_turn,
        "version": g.version,
        "deadline": g.deadline,
        "queued": g.queued,
    })
}

fn games(app: &App, json: bool, catalog: &Catalog) -> Result<(), Box<dyn Error>> {
    let games = app.online_games()?;
    if json {
        let list: Vec<Value> = games.iter().map(summary_json).collect();
        println!("{}", Value::Array(list));
        return Ok(());
    }
    let listed = games.iter().map(|g| ListedGame {
        id: &g.id,
        code: &g.code,
        mode: g.mode,
        language: game_language(&g.language),
        version: g.version,
        finished: g.finished,
        my_turn: g.my_turn,
        queued: g.queued,
    });
    print_games(listed, "online-no-games", catalog);
    Ok(())
}

/// One line of a `games` list, a word game's or a Tycoon game's.
struct ListedGame<'a> {
    id: &'a str,
    code: &'a str,
    mode: OnlineMode,
    language: slovo_i18n::Arg,
    version: i64,
    finished: bool,
    my_turn: bool,
    queued: u32,
}

/// The lines of `games` as text; `none` says there is none.
fn print_games<'a>(games: impl Iterator<Item = ListedGame<'a>>, none: &str, catalog: &Catalog) {
    let mut any = false;
    for g in games {
        any = true;
        let turn = match (g.finished, g.my_turn) {
            (true, _) => "online-list-finished",
            (false, true) => "online-list-your-turn",
            (false, false) => "online-list-waiting",
        };
        let line = Message::new("online-list-line")
            .with("id", g.id)
            .with("code", g.code)
            .with("mode", mode_name(g.mode))
            .with("language", g.language)
            .with("version", g.version)
            .with("status", Message::new(turn));
        let line = catalog.render(&line);
        if g.queued > 0 {
            let queued = Message::new("online-list-queued").with("count", g.queued);
            println!("{line}, {}", catalog.render(&queued));
        } else {
            println!("{line}");
        }
    }
    if !any {
        println!("{}", catalog.text(none, &[]));
    }
}

fn view_json(v: &OnlineGameView) -> Value {
    json!({
        "id": v.id,
        "code": v.code,
        "mode": v.mode.name(),
        "language": v.language,
        "seat": v.seat,
        "names": v.names,
        "board": v.board,
        "rack": v.rack,
        "my_turn": v.my_turn,
        "status": status(v.finished),
        "scores": v.scores,
        "eliminated": v.eliminated,
        "current": v.current,
        "ranks": v.ranks,
        "version": v.version,
        "bag": v.bag,
        "deadline": v.deadline,
        "clocks": v.clocks,
        "queued": v.queued,
        "history": v.history.iter().map(|h| json!({
            "player": h.player, "text": h.text, "score": h.score, "total": h.total,
        })).collect::<Vec<_>>(),
        "dropped": v.dropped.iter().map(|d| json!({
            "move_id": d.move_id, "reason": d.reason,
        })).collect::<Vec<_>>(),
    })
}

/// How little time left makes `show` warn the player to move: a minute of a quick game's
/// clock, an hour of a daily game's day.
const LOW_CLOCK_MS: i64 = 60_000;
const LOW_DEADLINE_MS: i64 = 3_600_000;

/// The game as `slovo play` draws it: the board with its coordinates and premium squares,
/// each player's score and clock (quick) or the mover's time left (daily), the rack, the
/// history by name, whose turn, and at the end who won and how.
fn print_view(v: &OnlineGameView, lang: UiLang) {
    let catalog = Catalog::new(lang);
    let say = |m: Message| catalog.render(&m);
    let name = |p: u8| v.names.get(usize::from(p)).cloned().unwrap_or_default();
    let mode = mode_name(v.mode);
    println!(
        "{}",
        say(Message::new("online-header")
            .with("id", v.id.as_str())
            .with("code", v.code.as_str())
            .with("mode", mode)
            .with("language", slovo_i18n::language_name(v.tile_set.language()))
            .with("version", v.version))
    );
    for line in crate::play::plain::board_text(&v.cells) {
        println!("{line}");
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let deadline = v.deadline.map(|at| at - now);
    for (seat, player) in v.names.iter().enumerate() {
        let mut line = say(Message::new("online-player")
            .with("name", player.as_str())
            .with("score", v.scores.get(seat).copied().unwrap_or_default()));
        if seat == usize::from(v.seat) {
            line += &format!(" {}", catalog.text("online-you", &[]));
        }
        if let Some(ms) = v.clocks.as_ref().and_then(|c| c.get(seat)) {
            line += &format!("  {}", clock(*ms));
        }
        if v.eliminated.get(seat) == Some(&true) && v.end.is_none() {
            line += &format!(" {}", catalog.text("online-out", &[]));
        }
        println!("{line}");
    }
    println!(
        "{}",
        say(Message::new("cli-rack").with("rack", v.rack.as_str()))
    );
    for h in &v.history {
        println!("  {}", say(h.message(&name(h.player))));
    }
    if let Some(end) = &v.end {
        for line in crate::end_text::end_lines(&catalog, end, name) {
            println!("{line}");
        }
    } else {
        let left = |ms: i64| say(slovo_i18n::time_left(ms));
        let status = match (v.my_turn, deadline) {
            (true, Some(ms)) => Message::new("online-your-turn-until").with("left", left(ms)),
            (true, None) => Message::new("online-your-turn"),
            (false, Some(ms)) => Message::new("online-to-move-until")
                .with("name", name(v.current))
                .with("left", left(ms)),
            (false, None) => Message::new("cli-prompt-other").with("name", name(v.current)),
        };
        println!("{}", say(status));
        let mine = v.clocks.as_ref().and_then(|c| c.get(usize::from(v.seat)));
        let low = match (mine, deadline) {
            (Some(&ms), _) if v.my_turn && ms <= LOW_CLOCK_MS => Some(clock(ms)),
            (_, Some(ms)) if v.my_turn && ms <= LOW_DEADLINE_MS => {
                Some(say(slovo_i18n::time_span(ms)))
            }
            _ => None,
        };
        if let Some(low) = low {
            println!("{}", say(Message::new("online-low-time").with("left", low)));
        }
        if v.queued > 0 {
            println!(
                "{}",
                say(Message::new("online-queued").with("count", v.queued))
            );
        }
    }
    for d in &v.dropped {
        println!(
            "{}",
            say(Message::new("online-dropped")
                .with("id", d.move_id.as_str())
                .with("reason", d.reason.as_str()))
        );
    }
}

/// A chess clock's time: minutes and seconds, `4:05` (no time left is `0:00`).
fn clock(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

fn parse_ui_lang(s: &str) -> Result<UiLang, String> {
    s.parse()
        .map_err(|e: slovo_i18n::UnknownUiLang| e.to_string())
}

/// Leaving a game cannot be taken back: ask on the terminal, as `slovo play` does. Without
/// one (a script), `--yes` says it.
fn confirm_resign(lang: UiLang) -> Result<bool, Box<dyn Error>> {
    use std::io::{BufRead, IsTerminal};
    let catalog = Catalog::new(lang);
    if !std::io::stdin().is_terminal() {
        return Err(catalog.text("cli-resign-needs-yes", &[]).into());
    }
    let question = ["ui-resign-title", "ui-resign-text", "cli-resign-answer"];
    println!("{}", question.map(|key| catalog.text(key, &[])).join(" "));
    let mut answer = String::new();
    std::io::stdin().lock().read_line(&mut answer)?;
    let yes = catalog.text("cli-yes", &[]);
    Ok(yes
        .split_whitespace()
        .any(|w| w.eq_ignore_ascii_case(answer.trim())))
}
