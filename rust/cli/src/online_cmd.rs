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
    App, DroppedMoveInfo, MoveOutcome, OnlineGameListener, OnlineGameSummary, OnlineGameView,
    OnlineMode, SeekResult,
};
use slovo_i18n::{Catalog, Message, UiLang};

#[derive(Args)]
pub struct OnlineArgs {
    /// Where the account, the online games and the outbox are kept, in slovo.db (default:
    /// $XDG_DATA_HOME/slovo or ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// The server, e.g. http://127.0.0.1:8080 (remembered for later commands).
    #[arg(long, value_name = "URL")]
    server: Option<String>,
    /// The language `show` and `watch` speak: en, sk, cs, hr, da, bg (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
    #[command(subcommand)]
    command: OnlineCommand,
}

#[derive(Subcommand)]
enum OnlineCommand {
    /// Register this data directory's device on the server under NAME.
    Register { name: String },
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
    /// Follow a game live: print it at each new version (with --json, one object a line, as
    /// `show --json`) until it ends or Ctrl-C. Connection news goes to stderr.
    Watch {
        game: String,
        #[arg(long)]
        json: bool,
    },
}

fn parse_mode(s: &str) -> Result<OnlineMode, String> {
    OnlineMode::from_name(s).ok_or_else(|| "the mode is quick or daily".to_string())
}

pub fn run(args: OnlineArgs) -> Result<ExitCode, Box<dyn Error>> {
    let data_dir = match args.data_dir {
        Some(dir) => dir,
        None => crate::play::default_data_dir()?,
    };
    let app = Arc::new(App::open(&data_dir, &slovo_lexicon::default_dir())?);
    if let Some(url) = &args.server {
        app.set_server(url)?;
    }
    let lang = args.ui_lang.unwrap_or_else(UiLang::from_env);
    match args.command {
        OnlineCommand::Register { name } => {
            let account = app.register(&name)?;
            println!(
                "registered {} as device {} on {}",
                account.display_name, account.device_id, account.server_url
            );
        }
        OnlineCommand::Create {
            mode,
            lang,
            players,
            minutes,
        } => {
            let room = app.create_room(mode, &lang, players, minutes)?;
            println!(
                "room for {} ({} {}): share its code",
                room.seats,
                room.mode.name(),
                room.language
            );
            println!("{}", room.code);
        }
        OnlineCommand::Join { code } => {
            let room = app.join_room(&code)?;
            match &room.game_id {
                Some(id) => println!("joined room {}: game {id} started", room.code),
                None => println!(
                    "joined room {}: waiting for {} more",
                    room.code,
                    room.seats as usize - room.players.len()
                ),
            }
        }
        OnlineCommand::Seek {
            mode,
            lang,
            players,
            minutes,
            wait,
        } => match app.seek(mode, &lang, players, minutes, wait.saturating_mul(1000))? {
            SeekResult::Matched { game_id, code } => {
                println!("matched: game {game_id} (room {code})")
            }
            SeekResult::Pending { .. } => {
                println!("nobody yet: seek again with the same terms to keep waiting")
            }
            SeekResult::Expired => println!("nobody came: seek again"),
        },
        OnlineCommand::Games { json } => games(&app, json)?,
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
                println!("{}", Catalog::new(lang).text("cli-resign-kept", &[]));
                return Ok(ExitCode::SUCCESS);
            }
            let outcome = app.play_online_text(&id, &mv.join(" "))?;
            return Ok(match outcome {
                MoveOutcome::Sent { version } => {
                    println!("sent: the game is at version {version}");
                    ExitCode::SUCCESS
                }
                MoveOutcome::Queued { reason } => {
                    println!("queued, not sent yet: {reason}; `slovo online sync` sends it");
                    ExitCode::SUCCESS
                }
                MoveOutcome::Dropped { reason } => {
                    acknowledge_all(&app)?;
                    println!("dropped: {reason}");
                    ExitCode::FAILURE
                }
            });
        }
        OnlineCommand::Sync => {
            let report = app.sync_now()?;
            println!(
                "sent {}, dropped {}, waiting {}, games updated {}",
                report.sent,
                report.dropped.len(),
                report.waiting,
                report.updated_games
            );
            // Drops of earlier runs too (a push, a play): every one is shown once.
            for d in app.dropped_moves()? {
                print_drop(&d);
                app.acknowledge_dropped(&d.move_id)?;
            }
            if let Some(why) = report.offline {
                println!("offline: {why}");
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
            eprintln!("watch ended: {reason}");
            watch.join();
        }
    }
    Ok(ExitCode::SUCCESS)
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
        match self.app.online_game(game_id) {
            Ok(view) if self.json => println!("{}", view_json(&view)),
            Ok(view) => print_view(&view, self.lang),
            Err(e) => eprintln!("reading the game: {e}"),
        }
    }

    fn on_connection(&self, problem: Option<String>) {
        match problem {
            None => eprintln!("live"),
            Some(why) => eprintln!("connection lost, retrying: {why}"),
        }
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

fn print_drop(d: &DroppedMoveInfo) {
    println!(
        "dropped move {} of game {}: {}",
        d.move_id, d.game_id, d.reason
    );
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

fn games(app: &App, json: bool) -> Result<(), Box<dyn Error>> {
    let games = app.online_games()?;
    if json {
        let list: Vec<Value> = games.iter().map(summary_json).collect();
        println!("{}", Value::Array(list));
        return Ok(());
    }
    if games.is_empty() {
        println!("no online games: create, join or seek one, or sync");
    }
    for g in &games {
        let turn = match (g.finished, g.my_turn) {
            (true, _) => "finished",
            (false, true) => "your turn",
            (false, false) => "waiting",
        };
        let queued = if g.queued > 0 {
            format!(", {} queued", g.queued)
        } else {
            String::new()
        };
        println!(
            "{} {} {} {} v{} {turn}{queued}",
            g.id,
            g.code,
            g.mode.name(),
            g.language,
            g.version
        );
    }
    Ok(())
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
    let mode = catalog.text(
        match v.mode {
            OnlineMode::Quick => "online-mode-quick",
            OnlineMode::Daily => "online-mode-daily",
        },
        &[],
    );
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
