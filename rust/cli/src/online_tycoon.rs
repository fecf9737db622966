//! `slovo online tycoon`: online Tycoon rooms on a `slovo-server`, through the same
//! [`slovo_app::App`] calls the phones make: `create`, `join`, `seek`, `games`, `show`,
//! `preview`, `move`, `events`, `sync`. Moves are typed as `slovo tycoon play` reads them
//! (`word CAT`, `buy C`, `done`, `exchange AB`, `pass`, `q A`, `penalty A`), checked against
//! the local copy, queued, and sent; a daily game's move waits while the server is away.

use std::error::Error;
use std::process::ExitCode;

use clap::Subcommand;
use serde_json::{Value, json};
use slovo_app::{
    App, OnlineListEntry, OnlineMode, OnlineTycoonOutcome, OnlineTycoonView, SeekResult,
    online_tycoon_lines,
};
use slovo_i18n::{Catalog, Localize, Message};
use slovo_tycoon::{Action, Phase, WordPlay};

use super::{
    ListedGame, acknowledge_all, drop_message, mode_name, parse_mode, print_games, status,
};
use crate::tycoon::command::{self, Command, spaced};

#[derive(Subcommand)]
pub enum TycoonCommand {
    /// Open a Tycoon room (English); prints its code alone on the last line.
    Create {
        /// quick: a chess clock per player (--minutes each); daily: 24 hours for each move.
        #[arg(long, value_parser = parse_mode)]
        mode: OnlineMode,
        /// Seats, 2 to 5.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=5))]
        players: u8,
        /// Quick games: each player's minutes, 3, 5, 10 or 25 (default 10).
        #[arg(long)]
        minutes: Option<u32>,
    },
    /// Take a seat in the Tycoon room with CODE.
    Join { code: String },
    /// Look for strangers to play Tycoon with.
    Seek {
        #[arg(long, value_parser = parse_mode)]
        mode: OnlineMode,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=5))]
        players: u8,
        #[arg(long)]
        minutes: Option<u32>,
        /// How long to wait for a match, in seconds.
        #[arg(long, default_value_t = 10)]
        wait: u64,
    },
    /// The online Tycoon games as last synced.
    Games {
        #[arg(long)]
        json: bool,
    },
    /// One Tycoon game as last synced: holdings, your hand, the community, whose turn.
    Show {
        /// The game's id (or a unique prefix) or its room code.
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// What a word would bring, from your own view (nothing is sent): `preview GAME CAT`.
    Preview {
        game: String,
        #[arg(required = true, num_args = 1..)]
        words: Vec<String>,
    },
    /// Make a move: `word CAT`, `buy C`, `done [LETTERS]`, `exchange LETTERS`, `pass`,
    /// `q LETTER`, `penalty LETTER`. While the server is unreachable a daily game's move is
    /// queued.
    Move {
        game: String,
        #[arg(required = true, num_args = 1..)]
        mv: Vec<String>,
    },
    /// What each move after version --since did (from the server).
    Events {
        game: String,
        #[arg(long, default_value_t = 0)]
        since: i64,
        #[arg(long)]
        json: bool,
    },
    /// Send what waits for this game (or every game) and fetch what changed.
    Sync { game: Option<String> },
}

pub fn tycoon(
    app: &App,
    command: TycoonCommand,
    catalog: &Catalog,
) -> Result<ExitCode, Box<dyn Error>> {
    let say = |m: Message| catalog.render(&m);
    match command {
        TycoonCommand::Create {
            mode,
            players,
            minutes,
        } => {
            let room = app.create_tycoon_room(mode, players, minutes)?;
            let created = Message::new("online-room-created")
                .with("seats", room.seats)
                .with("mode", mode_name(room.mode))
                .with(
                    "language",
                    slovo_i18n::language_name(slovo_rules::Language::English),
                );
            println!("{}", say(created));
            println!("{}", room.code);
        }
        TycoonCommand::Join { code } => {
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
        TycoonCommand::Seek {
            mode,
            players,
            minutes,
            wait,
        } => {
            let outcome = app.seek_tycoon(mode, players, minutes, wait.saturating_mul(1000))?;
            let said = match outcome {
                SeekResult::Matched { game_id, code } => Message::new("online-matched")
                    .with("id", game_id)
                    .with("code", code),
                SeekResult::Pending { .. } => Message::new("online-seek-pending"),
                SeekResult::Expired => Message::new("online-seek-expired"),
            };
            println!("{}", say(said));
        }
        TycoonCommand::Games { json } => games(app, json, catalog)?,
        TycoonCommand::Show { game, json } => {
            let view = app.online_tycoon_game(&app.find_online_tycoon_game(&game)?)?;
            if json {
                println!("{}", view_json(&view));
            } else {
                print_view(&view, catalog);
            }
        }
        TycoonCommand::Preview { game, words } => {
            let id = app.find_online_tycoon_game(&game)?;
            let view = app.online_tycoon_game(&id)?;
            let line = format!("word {}", words.join(" "));
            let plays = match read(&view, &line, catalog)? {
                Some(Action::Build { words }) => words,
                _ => return Ok(ExitCode::FAILURE),
            };
            preview(app, &view, &plays, catalog)?;
        }
        TycoonCommand::Move { game, mv } => {
            let id = app.find_online_tycoon_game(&game)?;
            let view = app.online_tycoon_game(&id)?;
            let Some(action) = read(&view, &mv.join(" "), catalog)? else {
                return Ok(ExitCode::FAILURE);
            };
            let name = |seat: usize| name_of(&view, seat);
            let (said, code) = match app.play_online_tycoon(&id, action)? {
                OnlineTycoonOutcome::Sent { version, records } => {
                    for line in online_tycoon_lines(view.seat, &records, &name, catalog) {
                        println!("{line}");
                    }
                    let sent = Message::new("online-sent").with("version", version);
                    (sent, ExitCode::SUCCESS)
                }
                OnlineTycoonOutcome::Queued { reason } => (
                    Message::new("online-move-queued").with("reason", reason),
                    ExitCode::SUCCESS,
                ),
                OnlineTycoonOutcome::Dropped { reason } => {
                    acknowledge_all(app)?;
                    let dropped = Message::new("online-move-dropped").with("reason", reason);
                    (dropped, ExitCode::FAILURE)
                }
            };
            println!("{}", say(said));
            return Ok(code);
        }
        TycoonCommand::Events { game, since, json } => {
            let id = app.find_online_tycoon_game(&game)?;
            let events = app.online_tycoon_events(&id, since)?;
            if json {
                let list: Vec<Value> = events
                    .iter()
                    .map(|e| {
                        json!({
                            "version": e.version,
                            "seat": e.seat,
                            "move_id": e.move_id,
                            "records": e.records,
                        })
                    })
                    .collect();
                println!("{}", Value::Array(list));
            } else {
                let view = app.online_tycoon_game(&id)?;
                let name = |seat: usize| name_of(&view, seat);
                for e in &events {
                    for line in online_tycoon_lines(e.seat, &e.records, &name, catalog) {
                        println!("v{} {line}", e.version);
                    }
                }
            }
        }
        TycoonCommand::Sync { game } => {
            let report = match game {
                Some(game) => app.sync_online_tycoon(&app.find_online_tycoon_game(&game)?)?,
                None => app.sync_now()?,
            };
            let synced = Message::new("online-synced")
                .with("sent", report.sent)
                .with("dropped", report.dropped.len())
                .with("waiting", report.waiting)
                .with("updated", report.updated_games);
            println!("{}", say(synced));
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
    }
    Ok(ExitCode::SUCCESS)
}

fn name_of(view: &OnlineTycoonView, seat: usize) -> String {
    view.players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// The typed line as an action against my hand and the community, or the refusal printed
/// (`None`).
fn read(
    view: &OnlineTycoonView,
    line: &str,
    catalog: &Catalog,
) -> Result<Option<Action>, Box<dyn Error>> {
    let help = || catalog.text("tycoon-help", &[]);
    match command::parse(&view.hand, &view.community, line) {
        Ok(Command::Act(action)) => Ok(Some(action)),
        Ok(Command::Help) => {
            println!("{}", help());
            Ok(None)
        }
        Ok(Command::Quit) => {
            let unknown = command::CmdError::Unknown(line.trim().to_string());
            println!("{}", catalog.render(&unknown.message(&view.hand, help())));
            Ok(None)
        }
        Err(e) => {
            println!("{}", catalog.render(&e.message(&view.hand, help())));
            Ok(None)
        }
    }
}

fn preview(
    app: &App,
    view: &OnlineTycoonView,
    plays: &[WordPlay],
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let preview = app.preview_online_tycoon(&view.id, plays)?;
    if !preview.unknown.is_empty() {
        let unknown = preview.unknown.iter().map(|w| w.to_uppercase()).collect();
        println!(
            "{}",
            catalog.render(&slovo_rules::RuleError::InvalidWords(unknown).message())
        );
    }
    let name = |seat: usize| name_of(view, seat);
    let words: Vec<String> = preview
        .scores
        .iter()
        .map(|w| slovo_app::word_text(w, &name, catalog))
        .collect();
    let said = Message::new("tycoon-preview").with("words", words.join("; "));
    println!("{}", catalog.render(&said));
    Ok(())
}

fn entry_json(g: &OnlineListEntry) -> Value {
    json!({
        "id": g.id,
        "code": g.code,
        "mode": g.mode.name(),
        "status": status(g.finished),
        "my_turn": g.my_turn,
        "version": g.version,
        "deadline": g.deadline,
        "queued": g.queued,
        "names": g.names,
        "scores": g.scores,
    })
}

fn games(app: &App, json: bool, catalog: &Catalog) -> Result<(), Box<dyn Error>> {
    let games = app.online_tycoon_games()?;
    if json {
        let list: Vec<Value> = games.iter().map(entry_json).collect();
        println!("{}", Value::Array(list));
        return Ok(());
    }
    let listed = games.iter().map(|g| ListedGame {
        id: &g.id,
        code: &g.code,
        mode: g.mode,
        language: "Tycoon".into(),
        version: g.version,
        finished: g.finished,
        my_turn: g.my_turn,
        queued: g.queued,
    });
    print_games(listed, "online-tycoon-no-games", catalog);
    Ok(())
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Start => "start",
        Phase::Pending => "pending",
        Phase::AfterWord => "after_word",
        Phase::Penalty => "penalty",
        Phase::Over => "over",
    }
}

fn cards(cards: &[u8]) -> String {
    cards.iter().map(|&c| c as char).collect()
}

fn view_json(v: &OnlineTycoonView) -> Value {
    json!({
        "id": v.id,
        "code": v.code,
        "mode": v.mode.name(),
        "seat": v.seat,
        "hand": cards(&v.hand),
        "community": cards(&v.community),
        "phase": phase_name(v.phase),
        "current": v.current,
        "my_turn": v.my_turn,
        "status": status(v.finished),
        "winners": v.winners,
        "version": v.version,
        "deck": v.deck_size,
        "goal": v.goal,
        "final_round": v.final_round,
        "attempts_left": v.attempts_left,
        "buyable": cards(&v.buyable),
        "deadline": v.deadline,
        "clocks": v.clocks,
        "queued": v.queued,
        "players": v.players.iter().map(|p| json!({
            "seat": p.seat, "name": p.name, "money": p.money, "stock": p.stock,
            "patents": cards(&p.patents), "score": p.score, "hand_size": p.hand_size,
            "eliminated": p.eliminated,
        })).collect::<Vec<_>>(),
        "dropped": v.dropped.iter().map(|d| json!({
            "move_id": d.move_id, "reason": d.reason,
        })).collect::<Vec<_>>(),
    })
}

/// The game as `slovo tycoon play --plain` shows it: each player's holdings, the goal, the
/// community and my hand, then whose turn and what may be typed, or who won.
fn print_view(v: &OnlineTycoonView, catalog: &Catalog) {
    let say = |m: Message| catalog.render(&m);
    let none = || catalog.text("tycoon-none", &[]);
    println!(
        "{}",
        say(Message::new("online-tycoon-header")
            .with("id", v.id.as_str())
            .with("code", v.code.as_str())
            .with("mode", mode_name(v.mode))
            .with("version", v.version))
    );
    for p in &v.players {
        let patents = if p.patents.is_empty() {
            none()
        } else {
            spaced(&p.patents)
        };
        let mut line = say(Message::new("tycoon-plain-player")
            .with("name", p.name.as_str())
            .with("money", p.money)
            .with("stock", p.stock)
            .with("value", p.patent_value)
            .with("patents", patents)
            .with("score", p.score));
        if p.seat == v.seat {
            line += &format!(" {}", catalog.text("online-you", &[]));
        }
        if p.eliminated && !v.finished {
            line += &format!(" {}", catalog.text("online-out", &[]));
        }
        println!("{line}");
    }
    if v.final_round {
        println!("{}", catalog.text("tycoon-final-round", &[]));
    } else {
        println!("{}", say(Message::new("tycoon-goal").with("value", v.goal)));
    }
    let community = Message::new("tycoon-plain-community").with("cards", spaced(&v.community));
    println!("{}", say(community));
    println!(
        "{}",
        say(Message::new("tycoon-plain-hand").with("cards", spaced(&v.hand)))
    );
    let name = |seat: u8| name_of(v, usize::from(seat));
    if v.finished {
        let said = match v.winners.as_slice() {
            [w] if *w == v.seat => Message::new("tycoon-you-win"),
            [w] => Message::new("tycoon-winner").with("name", name(*w)),
            many => Message::new("tycoon-tie").with(
                "names",
                many.iter().map(|&w| name(w)).collect::<Vec<_>>().join(", "),
            ),
        };
        println!("{}", say(said));
    } else if v.my_turn {
        let prompt = match v.phase {
            Phase::AfterWord if v.buyable.is_empty() => {
                Message::new("tycoon-prompt-after-word-none")
            }
            Phase::AfterWord => {
                Message::new("tycoon-prompt-after-word").with("letters", spaced(&v.buyable))
            }
            Phase::Penalty => Message::new("tycoon-prompt-penalty").with(
                "example",
                format!("penalty {}", v.hand.first().map_or('E', |&c| c as char)),
            ),
            _ => Message::new("tycoon-prompt-start"),
        };
        let mut line = say(prompt);
        if let (Phase::Start, Some(n)) = (v.phase, v.attempts_left) {
            line += &format!(
                " ({})",
                say(Message::new("tycoon-attempts-left").with("count", n))
            );
        }
        println!("{line}");
    } else {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        let left = v.deadline.map(|at| at - now);
        let said = match left {
            Some(ms) => Message::new("online-to-move-until")
                .with("name", name(v.current))
                .with("left", say(slovo_i18n::time_left(ms))),
            None => Message::new("tycoon-prompt-other").with("name", name(v.current)),
        };
        println!("{}", say(said));
    }
    if v.queued > 0 {
        println!(
            "{}",
            say(Message::new("online-queued").with("count", v.queued))
        );
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
