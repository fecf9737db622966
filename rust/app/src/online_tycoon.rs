//! Online Tycoon (seed 002) through `slovo-sync`, as online word games go: create a Tycoon
//! room, join it by code ([`App::join_room`] joins either family), seek a random Tycoon
//! opponent, list the online games of both families in one list, show a game from its local
//! copy (offline too), preview a word from the player's own view, make a move (checked
//! against that view, queued in the outbox, then sent with its move id and the version it was
//! made at), read what happened since a version, sync.
//!
//! The local copy is the server's view for this player: their own hand, the community, every
//! player's money, stock, patents and hand size. Nobody else's hand, the deck's order or the
//! seed ever reaches the device. A daily game's move waits in the outbox while the server is
//! unreachable and goes out once on a later sync; a quick game's needs the network. One move
//! of a game waits at a time: the next one depends on the server's answer (the cards drawn).

use slovo_api::{SeekStatus, TycoonState};
use slovo_i18n::{Catalog, Message};
use slovo_rules::{Language, RuleError};
use slovo_store::{NewOnlineMove, OnlineFamily, OnlineGame, OutboxState};
use slovo_sync::{SyncError, tycoon as sync_tycoon};
use slovo_tycoon::tables::{card_count, patent_price};
use slovo_tycoon::{
    Action, AnyWord, BuildPreview, Config, Game, Phase, Step, TycoonError, Validation, WordPlay,
    WordScore,
};

/// What each move did, as the player may see it (the server's words: a refused word's
/// letters only for its mover).
pub use slovo_api::{
    TycoonEvent as OnlineTycoonEvent, TycoonRecord as OnlineTycoonRecord,
    TycoonWord as OnlineTycoonWord,
};

use crate::{
    App, AppError, DroppedMoveInfo, GameKind, OnlineMode, OnlineRoom, Result, SeekResult,
    SyncSummary, TycoonWords, new_id, now,
};

/// How often a waiting Tycoon seek is polled.
const SEEK_POLL_MS: u64 = 250;

/// One line of the online games list, word games and Tycoon (`kind`) together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineListEntry {
    pub id: String,
    pub code: String,
    pub kind: GameKind,
    pub mode: OnlineMode,
    /// The game's language as the server names it (Tycoon: English).
    pub language: String,
    /// Display names in seat order.
    pub names: Vec<String>,
    /// Word games: points; Tycoon: money + stock + patent values.
    pub scores: Vec<i32>,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    pub version: i64,
    pub deadline: Option<i64>,
    /// My moves waiting to be sent.
    pub queued: u32,
    pub updated_at: i64,
}

/// A seat of an online Tycoon game, as everyone sees it (the hand only as a count).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineTycoonPlayer {
    pub seat: u8,
    pub name: String,
    pub money: u32,
    pub stock: u32,
    /// Upper-case letters, in purchase order.
    pub patents: Vec<u8>,
    pub patent_value: u32,
    /// Money + stock + patent values.
    pub score: u32,
    pub hand_size: u32,
    /// Out of the game (out of time).
    pub eliminated: bool,
}

/// An online Tycoon game screen, from the player's last view of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineTycoonView {
    pub id: String,
    pub code: String,
    pub mode: OnlineMode,
    /// My seat.
    pub seat: u8,
    pub players: Vec<OnlineTycoonPlayer>,
    /// My cards (upper-case letters), in the order actions name them.
    pub hand: Vec<u8>,
    pub community: Vec<u8>,
    /// The owner of each letter's patent, A to Z.
    pub owners: Vec<Option<u8>>,
    /// The seat to move.
    pub current: u8,
    pub phase: Phase,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    /// Once over: the winning seats.
    pub winners: Vec<u8>,
    /// Once over: every seat's place, best first, as `(place, seat)` (see
    /// [`slovo_tycoon::standings`]); empty while the game goes on.
    pub standings: Vec<(usize, usize)>,
    /// The patent value that begins the final round.
    pub goal: u32,
    pub final_round: bool,
    pub deck_size: u32,
    /// My turn: word attempts left.
    pub attempts_left: Option<u8>,
    /// My turn, after a word: the patents I may buy now.
    pub buyable: Vec<u8>,
    pub version: i64,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// Quick games: each seat's milliseconds left when the view was fetched.
    pub clocks: Option<Vec<i64>>,
    /// My moves waiting to be sent.
    pub queued: u32,
    /// My moves of this game the server will never apply, with the reasons.
    pub dropped: Vec<DroppedMoveInfo>,
}

/// What became of a Tycoon move the player made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineTycoonOutcome {
    /// The server applied it; the game is now at `version`. `records` say what it did (empty
    /// when another sync had sent it first).
    Sent {
        version: i64,
        records: Vec<OnlineTycoonRecord>,
    },
    /// It waits in the outbox (the server could not be reached) and goes out on a later sync.
    Queued { reason: String },
    /// The server will never apply it.
    Dropped { reason: String },
}

fn phase_of(state: &TycoonState) -> Result<Phase> {
    Ok(match state.phase.as_str() {
        "start" => Phase::Start,
        "pending" => Phase::Pending,
        "after_word" => Phase::AfterWord,
        "penalty" => Phase::Penalty,
        "over" => Phase::Over,
        other => {
            return Err(AppError::Corrupt(format!(
                "{}: unknown Tycoon phase {other:?}",
                state.game_id
            )));
        }
    })
}

/// Whether `text` is upper-case letters only (cards and patents).
fn letters(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_uppercase())
}

/// A table standing for `state`, the player's own view: their hand, the community, every
/// player's money and patents, the player to move them. The other hands are empty and the
/// deck is made up, so it serves to read and preview the player's words, never to play on.
fn table(state: &TycoonState) -> Result<Game> {
    let corrupt = |what: &str| AppError::Corrupt(format!("{}: {what}", state.game_id));
    let players = state.players.len();
    let me = usize::from(state.seat);
    if me >= players || state.players.iter().any(|p| usize::from(p.seat) >= players) {
        return Err(corrupt("a seat out of range"));
    }
    let patents: String = state.players.iter().map(|p| p.patents.as_str()).collect();
    if !letters(&state.hand) || !letters(&state.community) || !letters(&patents) {
        return Err(corrupt("a card that is not a letter"));
    }
    // The hand and the community are real cards: never more of a letter than the deck has.
    let seen = format!("{}{}", state.hand, state.community);
    if (b'A'..=b'Z').any(|l| seen.bytes().filter(|&c| c == l).count() > card_count(l).into()) {
        return Err(corrupt("more cards of a letter than the deck has"));
    }
    let config = Config {
        validation: Validation::Auto { attempts: 3 },
        ..Config::new(0, players)
    };
    let mut game = Game::new(config)?;
    // Passes bring the turn to my seat, with the seats' own numbers.
    for _ in 0..me {
        game.apply(Action::Exchange { discard: vec![] }, &AnyWord)?;
    }
    for p in 0..players {
        game.arrange_hand(p, &[]);
    }
    game.arrange_community(state.community.as_bytes());
    game.arrange_hand(me, state.hand.as_bytes());
    for p in &state.players {
        for letter in p.patents.bytes() {
            game.grant_patent(usize::from(p.seat), letter);
        }
        game.set_money(usize::from(p.seat), p.money);
    }
    Ok(game)
}

/// Hand positions to discard: each once, each in the hand.
fn check_cards(hand: usize, cards: &[usize]) -> std::result::Result<(), TycoonError> {
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return Err(TycoonError::CardUsedTwice);
    }
    match sorted.iter().find(|&&i| i >= hand) {
        Some(&bad) => Err(TycoonError::NoHandCard(bad)),
        None => Ok(()),
    }
}

/// Check `action` by the viewing player as far as their view allows: whose turn, the phase,
/// the cards, the patents, the words (an unknown word is refused online with nothing
/// changed, as the server does).
fn check_action(state: &TycoonState, action: &Action, words: &TycoonWords) -> Result<()> {
    let phase = phase_of(state)?;
    if phase == Phase::Over {
        return Err(TycoonError::GameOver.into());
    }
    if !sync_tycoon::my_turn(state) {
        return Err(AppError::NotHumansTurn);
    }
    let wrong =
        |action: Step| -> Result<()> { Err(TycoonError::WrongPhase { action, phase }.into()) };
    let hand = state.hand.len();
    let me = state.players.iter().find(|p| p.seat == state.seat);
    match action {
        Action::Build { words: plays } => {
            if phase != Phase::Start {
                return wrong(Step::Build);
            }
            let preview = table(state)?.preview(plays, words)?;
            if !preview.unknown.is_empty() {
                let unknown = preview.unknown.iter().map(|w| w.to_uppercase()).collect();
                return Err(RuleError::InvalidWords(unknown).into());
            }
        }
        Action::Exchange { discard } => {
            if phase != Phase::Start {
                return wrong(Step::Exchange);
            }
            check_cards(hand, discard)?;
        }
        Action::QReplace { card } => {
            if phase != Phase::Start {
                return wrong(Step::QReplace);
            }
            if !me.is_some_and(|p| p.patents.contains('Q')) {
                return Err(TycoonError::NeedsQ.into());
            }
            check_cards(hand, &[*card])?;
        }
        Action::BuyPatent { letter } => {
            if phase != Phase::AfterWord {
                return wrong(Step::BuyPatent);
            }
            if !letter.is_ascii_uppercase() {
                return Err(TycoonError::NotALetter(*letter as char).into());
            }
            if !state.buyable.as_bytes().contains(letter) {
                let l = *letter as char;
                let owned = state.players.iter().any(|p| p.patents.contains(l));
                let money = me.map_or(0, |p| p.money);
                let price = patent_price(*letter);
                return Err(if owned {
                    TycoonError::PatentOwned(l)
                } else if money < price {
                    TycoonError::CannotAfford {
                        letter: l,
                        price,
                        money,
                    }
                } else {
                    TycoonError::PatentNotPlayed(l)
                }
                .into());
            }
        }
        Action::Finish { discard } => {
            if phase != Phase::AfterWord {
                return wrong(Step::Finish);
            }
            check_cards(hand, discard)?;
        }
        Action::PenaltyDiscard { card } => {
            if phase != Phase::Penalty {
                return wrong(Step::PenaltyDiscard);
            }
            if hand > 0 {
                check_cards(hand, &[*card])?;
            }
        }
        // Online Tycoon checks words at once: there is nothing to challenge or accept.
        Action::Accept | Action::Challenge { .. } => {
            return Err(TycoonError::NotChallengeMode.into());
        }
    }
    Ok(())
}

fn online_mode(row: &OnlineGame) -> OnlineMode {
    match row.mode {
        slovo_store::OnlineMode::Quick => OnlineMode::Quick,
        slovo_store::OnlineMode::Daily => OnlineMode::Daily,
    }
}

impl App {
    /// Open a Tycoon room for `seats` players (2 to 5); the others join with its code
    /// ([`App::join_room`]). Quick games take `minutes` a player (3, 5, 10 or 25; none: the
    /// server's default). Tycoon is played in English.
    pub fn create_tycoon_room(
        &self,
        mode: OnlineMode,
        seats: u8,
        minutes: Option<u32>,
    ) -> Result<OnlineRoom> {
        let room = self.with_engine(|engine| async move {
            engine
                .client()
                .create_tycoon_room(mode.wire(), seats, minutes)
                .await
        })?;
        Ok(crate::online::online_room(room))
    }

    /// Look for strangers to play Tycoon with (quick games: with the same `minutes`),
    /// waiting up to `wait_ms` for a match: as [`App::seek`] (then [`App::poll_seek`] and
    /// [`App::cancel_seek`]), only other Tycoon seekers are paired.
    pub fn seek_tycoon(
        &self,
        mode: OnlineMode,
        players: u8,
        minutes: Option<u32>,
        wait_ms: u64,
    ) -> Result<SeekResult> {
        let seek = self.with_engine(|engine| async move {
            let deadline = tokio::time::Instant::now() + std::time::Duration::from_millis(wait_ms);
            let client = engine.client();
            let mut seek = client.seek_tycoon(mode.wire(), players, minutes).await?;
            while seek.status == SeekStatus::Pending && tokio::time::Instant::now() < deadline {
                tokio::time::sleep(std::time::Duration::from_millis(SEEK_POLL_MS)).await;
                seek = client.seek_status(&seek.seek_id).await?;
            }
            Ok(seek)
        })?;
        match seek.status {
            SeekStatus::Expired => Ok(SeekResult::Expired),
            SeekStatus::Pending => Ok(SeekResult::Pending {
                seek_id: seek.seek_id,
                expires_at: seek.expires_at,
            }),
            // Fetches the matched game by its family.
            SeekStatus::Matched => self.poll_seek(&seek.seek_id),
        }
    }

    /// Which game the online game `game_id` plays (for a shell to open the right screen
    /// after a join, a match or a push), from its local copy.
    pub fn online_game_kind(&self, game_id: &str) -> Result<GameKind> {
        let row = self
            .store()
            .online_game(game_id)?
            .ok_or_else(|| AppError::UnknownGame(game_id.to_string()))?;
        Ok(match row.family {
            OnlineFamily::Word => GameKind::Word,
            OnlineFamily::Tycoon => GameKind::Tycoon,
        })
    }

    /// Every online game as last seen (no network needed), word games and Tycoon together:
    /// the ones where it is my turn first, then unfinished ones, then the most recently
    /// changed, as [`App::games`] orders the games against bots.
    pub fn online_list(&self) -> Result<Vec<OnlineListEntry>> {
        let mut out = self.list_of(OnlineFamily::Word)?;
        out.extend(self.list_of(OnlineFamily::Tycoon)?);
        out.sort_by_key(|g| (!g.my_turn, g.finished, std::cmp::Reverse(g.updated_at)));
        Ok(out)
    }

    /// The online Tycoon games as last seen, in [`App::online_list`]'s order.
    pub fn online_tycoon_games(&self) -> Result<Vec<OnlineListEntry>> {
        let mut out = self.list_of(OnlineFamily::Tycoon)?;
        out.sort_by_key(|g| (!g.my_turn, g.finished, std::cmp::Reverse(g.updated_at)));
        Ok(out)
    }

    fn list_of(&self, family: OnlineFamily) -> Result<Vec<OnlineListEntry>> {
        let store = self.store();
        let queued = store.online_moves(OutboxState::Queued, None)?;
        let mut out = Vec::new();
        for row in store.online_games_of(family)? {
            let (kind, names, scores) = match family {
                OnlineFamily::Word => {
                    let state = slovo_sync::view::game_state(&row)?;
                    let names = state.players.iter().map(|p| p.display_name.clone());
                    let scores = state.players.iter().map(|p| p.score);
                    (GameKind::Word, names.collect(), scores.collect())
                }
                OnlineFamily::Tycoon => {
                    let state = sync_tycoon::state_of(&row)?;
                    let names = state.players.iter().map(|p| p.display_name.clone());
                    let scores = state.players.iter().map(|p| p.score as i32);
                    (GameKind::Tycoon, names.collect(), scores.collect())
                }
            };
            let waiting = queued.iter().filter(|m| m.game_id == row.id).count() as u32;
            out.push(OnlineListEntry {
                kind,
                mode: online_mode(&row),
                names,
                scores,
                my_turn: row.my_turn && waiting == 0,
                finished: row.finished,
                version: row.version,
                deadline: row.deadline,
                queued: waiting,
                updated_at: row.updated_at,
                language: row.language,
                code: row.code,
                id: row.id,
            });
        }
        Ok(out)
    }

    /// The id of the online Tycoon game named by its id, its room code, or a unique prefix
    /// of its id.
    pub fn find_online_tycoon_game(&self, key: &str) -> Result<String> {
        let key = key.trim();
        let games = self.store().online_games_of(OnlineFamily::Tycoon)?;
        if let Some(g) = games
            .iter()
            .find(|g| g.id == key || g.code.eq_ignore_ascii_case(key))
        {
            return Ok(g.id.clone());
        }
        let mut matching = games
            .iter()
            .filter(|g| !key.is_empty() && g.id.starts_with(key));
        match (matching.next(), matching.next()) {
            (Some(g), None) => Ok(g.id.clone()),
            _ => Err(AppError::UnknownGame(key.to_string())),
        }
    }

    /// The stored row and view of an online Tycoon game.
    fn online_tycoon_state(&self, game_id: &str) -> Result<(OnlineGame, TycoonState)> {
        let row = self
            .store()
            .online_game(game_id)?
            .filter(|g| g.family == OnlineFamily::Tycoon)
            .ok_or_else(|| AppError::UnknownGame(game_id.to_string()))?;
        let state = sync_tycoon::state_of(&row)?;
        Ok((row, state))
    }

    /// An online Tycoon game's screen from its local copy (no network needed).
    pub fn online_tycoon_game(&self, game_id: &str) -> Result<OnlineTycoonView> {
        let (row, state) = self.online_tycoon_state(game_id)?;
        let (queued, dropped) = self.outbox_of(game_id)?;
        let mut owners = vec![None; 26];
        for p in &state.players {
            for letter in p.patents.bytes().filter(u8::is_ascii_uppercase) {
                owners[usize::from(letter - b'A')] = Some(p.seat);
            }
        }
        let players: Vec<OnlineTycoonPlayer> = state
            .players
            .iter()
            .map(|p| {
                let patents: Vec<u8> = p.patents.bytes().collect();
                OnlineTycoonPlayer {
                    seat: p.seat,
                    name: p.display_name.clone(),
                    money: p.money,
                    stock: p.stock,
                    patent_value: patents
                        .iter()
                        .filter(|l| l.is_ascii_uppercase())
                        .map(|&l| patent_price(l))
                        .sum(),
                    patents,
                    score: p.score,
                    hand_size: p.hand_size as u32,
                    eliminated: p.eliminated,
                }
            })
            .collect();
        let finished = sync_tycoon::finished(&state);
        let standings = if finished {
            slovo_tycoon::standings(
                players
                    .iter()
                    .map(|p| (p.eliminated, p.score, p.patent_value)),
            )
        } else {
            Vec::new()
        };
        Ok(OnlineTycoonView {
            id: row.id.clone(),
            code: row.code.clone(),
            mode: online_mode(&row),
            seat: state.seat,
            players,
            hand: state.hand.bytes().collect(),
            community: state.community.bytes().collect(),
            owners,
            current: state.current,
            phase: phase_of(&state)?,
            my_turn: row.my_turn && queued == 0,
            finished,
            winners: state.winners.clone(),
            standings,
            goal: state.goal,
            final_round: state.last_round,
            deck_size: state.deck_size as u32,
            attempts_left: state.attempts_left,
            buyable: state.buyable.bytes().collect(),
            version: state.version,
            deadline: state.deadline,
            clocks: state.clocks.clone(),
            queued,
            dropped,
        })
    }

    /// A table standing for my view of an online Tycoon game, to read typed words against
    /// (as `slovo tycoon play` reads them) and preview them: my hand, the community, every
    /// player's money and patents, me to move. The other hands are empty and the deck is
    /// made up (the real ones never reach the device): not a game to play on.
    pub fn online_tycoon_table(&self, game_id: &str) -> Result<Game> {
        table(&self.online_tycoon_state(game_id)?.1)
    }

    /// What building `words` would do in an online Tycoon game, from my view (no network):
    /// the rule it breaks, or the words spelled, those the word list lacks (the server
    /// refuses them, nothing changed), each word's money, stock, doublers and royalties, and
    /// the patents I could buy after it. Everything it needs is mine to see: my hand, the
    /// community, the patents' owners and my money. Not my turn, or a move of mine waiting
    /// to be sent, is an error.
    pub fn preview_online_tycoon(&self, game_id: &str, words: &[WordPlay]) -> Result<BuildPreview> {
        let (_, state) = self.online_tycoon_state(game_id)?;
        if !self
            .store()
            .online_moves(OutboxState::Queued, Some(game_id))?
            .is_empty()
        {
            return Err(AppError::MoveWaiting(game_id.to_string()));
        }
        if !sync_tycoon::my_turn(&state) {
            return Err(AppError::NotHumansTurn);
        }
        let phase = phase_of(&state)?;
        if phase != Phase::Start {
            let e = TycoonError::WrongPhase {
                action: Step::Build,
                phase,
            };
            return Err(e.into());
        }
        let engine = self.engine(Language::English)?;
        Ok(table(&state)?.preview(words, &TycoonWords(engine.lexicon()))?)
    }

    /// Check a Tycoon action against my view, put it in the outbox, and try to send it. A
    /// daily game's move stays queued while the server is unreachable; a quick game's needs
    /// the network (its clock runs on the server). A refused move is dropped with the
    /// server's reason ([`OnlineTycoonOutcome::Dropped`]), as a word game's is; a move of
    /// this game already waiting is [`AppError::MoveWaiting`].
    pub fn play_online_tycoon(&self, game_id: &str, action: Action) -> Result<OnlineTycoonOutcome> {
        if self.online_tycoon_state(game_id)?.0.mode == slovo_store::OnlineMode::Quick {
            let fresh = self
                .with_engine(|engine| async move { engine.refresh_tycoon(game_id, None).await });
            match fresh {
                Ok(_) => {}
                Err(AppError::Sync(e)) if e.is_transient() => {
                    return Err(AppError::QuickNeedsNetwork(e.to_string()));
                }
                Err(e) => return Err(e),
            }
        }
        let (row, state) = self.online_tycoon_state(game_id)?;
        let engine = self.engine(Language::English)?;
        check_action(&state, &action, &TycoonWords(engine.lexicon()))?;
        let move_id = new_id();
        {
            let mut store = self.store();
            if !store
                .online_moves(OutboxState::Queued, Some(game_id))?
                .is_empty()
            {
                return Err(AppError::MoveWaiting(game_id.to_string()));
            }
            store.queue_online_move(&NewOnlineMove {
                move_id: move_id.clone(),
                game_id: game_id.to_string(),
                expected_version: row.version,
                mv: serde_json::to_string(&action).map_err(|e| AppError::Corrupt(e.to_string()))?,
                created_at: now(),
            })?;
        }
        let sending = move_id.clone();
        let sent =
            self.with_engine(|engine| async move { engine.send_tycoon_move(&sending).await });
        match sent {
            Ok(sent) => Ok(OnlineTycoonOutcome::Sent {
                version: sent.version,
                records: sent.records,
            }),
            Err(AppError::Sync(SyncError::Conflict { reason })) => {
                Ok(OnlineTycoonOutcome::Dropped { reason })
            }
            // No answer: the move may or may not have arrived, so it stays queued and its
            // move id settles it later.
            Err(AppError::Sync(e)) if e.is_transient() || matches!(e, SyncError::BadAnswer(_)) => {
                Ok(OnlineTycoonOutcome::Queued {
                    reason: e.to_string(),
                })
            }
            Err(e) => Err(e),
        }
    }

    /// What each move after version `since` of an online Tycoon game did, as I may see it
    /// (from the server); the game's local copy is brought up to date too.
    pub fn online_tycoon_events(
        &self,
        game_id: &str,
        since: i64,
    ) -> Result<Vec<OnlineTycoonEvent>> {
        self.online_tycoon_state(game_id)?;
        self.with_engine(|engine| async move {
            let page = engine.client().tycoon_events(game_id, since).await?;
            if page.version > since {
                engine.refresh_tycoon(game_id, None).await?;
            }
            Ok(page.events)
        })
    }

    /// Send what waits for one online Tycoon game and fetch its view ([`App::sync_now`]
    /// does it for every game of both families). Being offline is reported, not an error.
    pub fn sync_online_tycoon(&self, game_id: &str) -> Result<SyncSummary> {
        self.online_tycoon_state(game_id)?;
        let report = self.with_engine(|engine| async move {
            let mut report = engine.flush(Some(game_id)).await?;
            if report.offline.is_none() {
                match engine.refresh_tycoon(game_id, None).await {
                    Ok(changed) => report.updated_games = u32::from(changed),
                    Err(e) if e.is_transient() => report.offline = Some(e.to_string()),
                    Err(e) => return Err(e),
                }
            }
            Ok(report)
        })?;
        Ok(report.into())
    }
}

/// The scoring of a word as the rules' front ends word it ([`crate::word_text`]).
fn word_score(w: &OnlineTycoonWord) -> WordScore {
    WordScore {
        word: w.word.clone(),
        money: w.money,
        stock: w.stock,
        doublers: w.doublers,
        royalties: w
            .royalties
            .iter()
            .map(|&(seat, amount)| (usize::from(seat), amount))
            .collect(),
    }
}

/// What a move's records say, in the catalog's language (`name` names a seat; `seat` made
/// the move): the words with their payouts, doublers and royalties, a patent bought, cards
/// discarded, a time-out, the end. Shared by the terminal and the phones.
pub fn online_tycoon_lines(
    seat: u8,
    records: &[OnlineTycoonRecord],
    name: &dyn Fn(usize) -> String,
    catalog: &Catalog,
) -> Vec<String> {
    let m = |key| Message::new(key).with("name", name(usize::from(seat)));
    records
        .iter()
        .map(|record| match record {
            OnlineTycoonRecord::Scored { words } => {
                let words: Vec<String> = words
                    .iter()
                    .map(|w| crate::word_text(&word_score(w), name, catalog))
                    .collect();
                m("tycoon-log-play").with("words", words.join("; "))
            }
            OnlineTycoonRecord::Refused {
                word: Some(word),
                attempts_left: 0,
            } => m("tycoon-log-rejected-last").with("word", word.to_uppercase()),
            OnlineTycoonRecord::Refused {
                word: Some(word),
                attempts_left,
            } => m("tycoon-log-rejected")
                .with("word", word.to_uppercase())
                .with("count", *attempts_left),
            OnlineTycoonRecord::Refused { word: None, .. } => m("online-tycoon-log-refused"),
            OnlineTycoonRecord::Patent { letter, price } => m("tycoon-log-buy")
                .with("letter", letter.to_string())
                .with("price", *price),
            OnlineTycoonRecord::Discarded { cards } => {
                m("online-tycoon-log-discarded").with("count", *cards)
            }
            OnlineTycoonRecord::Replaced => m("tycoon-log-q"),
            OnlineTycoonRecord::TimedOut => m("online-tycoon-log-timed-out"),
            OnlineTycoonRecord::GameOver => m("tycoon-prompt-over"),
        })
        .map(|message| catalog.render(&message))
        .collect()
}
