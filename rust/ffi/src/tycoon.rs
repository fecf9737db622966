//! Tycoon, the letter-patent card game, against the device's bots: more methods of
//! [`Slovo`] over the app service's Tycoon games (`slovo_app::tycoon`). Each action is
//! checked by the rules and saved before it returns; a refused one is a typed error
//! (`IllegalMove`, `NotYourTurn`, `InvalidArgument`, said in the interface language) and
//! changes nothing. The screen never holds another player's hand or the deck's order.

use std::sync::Arc;

use slovo_app::{NewTycoonGame, TycoonEvent};
use slovo_i18n::{Localize, Message};
use slovo_tycoon::{Action, TycoonError, Validation};

use crate::error::{SlovoError, guard, invalid};
use crate::slovo::Slovo;
use crate::tycoon_types::{
    Names, TycoonEventInfo, TycoonPreview, TycoonScreen, TycoonSetup, TycoonWord, card_indices,
    events, word_play,
};
use crate::worker::on_worker_thread;

impl Slovo {
    /// Carries out the human's action; returns what it did, said.
    fn tycoon_act(&self, game_id: &str, action: Action) -> Result<TycoonEventInfo, SlovoError> {
        let event = self.app.tycoon_move(game_id, action)?;
        Ok(self.said_events(game_id, &[event])?.remove(0))
    }

    fn said_events(
        &self,
        game_id: &str,
        done: &[TycoonEvent],
    ) -> Result<Vec<TycoonEventInfo>, SlovoError> {
        let names = Names::of(&self.app.tycoon_view(game_id)?);
        Ok(events(done, &names))
    }

    /// [`Slovo::run_tycoon_bots`] on the caller's thread, for Rust callers (tests, tools).
    pub fn run_tycoon_bots_blocking(
        &self,
        game_id: &str,
    ) -> Result<Vec<TycoonEventInfo>, SlovoError> {
        guard(|| {
            let done = self.app.run_tycoon_bots(game_id)?;
            self.said_events(game_id, &done)
        })
    }
}

#[uniffi::export]
impl Slovo {
    /// Start a Tycoon game against 1 to 4 bots; returns its id. It shows in `games` with
    /// `kind` `Tycoon`. The bots do not move yet: call `runTycoonBots`.
    pub fn new_tycoon_game(&self, setup: TycoonSetup) -> Result<String, SlovoError> {
        guard(|| {
            let human_name = setup.human_name.trim().to_string();
            if human_name.is_empty() {
                return Err(invalid(Message::new("ffi-empty-name")));
            }
            Ok(self.app.new_tycoon_game(NewTycoonGame {
                human_name,
                bots: setup
                    .bots
                    .into_iter()
                    .map(|l| match l {
                        crate::BotLevel::Easy => slovo_tycoon::bot::Level::Easy,
                        crate::BotLevel::Medium => slovo_tycoon::bot::Level::Medium,
                        crate::BotLevel::Hard => slovo_tycoon::bot::Level::Hard,
                    })
                    .collect(),
                validation: if setup.challenges {
                    Validation::Challenge
                } else {
                    Validation::Auto { attempts: 3 }
                },
                min_patent_count: setup.min_patent_count,
                seed: setup.seed.map(|s| u64::from_ne_bytes(s.to_ne_bytes())),
            })?)
        })
    }

    /// The Tycoon game as I see it.
    pub fn tycoon_screen(&self, game_id: String) -> Result<TycoonScreen, SlovoError> {
        guard(|| Ok(TycoonScreen::from_app(self.app.tycoon_view(&game_id)?)))
    }

    /// What building these words (one, or two with the V patent) would do, without doing
    /// it: why not, or the words, the money and stock they pay, the royalties owed to
    /// others, and the patents I could buy after. Cheap enough for every card tapped. A
    /// bot's turn is `NotYourTurn`.
    pub fn tycoon_preview(
        &self,
        game_id: String,
        words: Vec<TycoonWord>,
    ) -> Result<TycoonPreview, SlovoError> {
        guard(|| {
            let plays = words.iter().map(word_play).collect::<Result<Vec<_>, _>>()?;
            let view = self.app.tycoon_view(&game_id)?;
            match self.app.tycoon_preview(&game_id, &plays) {
                Ok(p) => Ok(TycoonPreview::of(&p, view.me, &Names::of(&view))),
                Err(slovo_app::AppError::Tycoon(e)) => {
                    Ok(TycoonPreview::refused(crate::error::said(&e)))
                }
                Err(e) => Err(e.into()),
            }
        })
    }

    /// Build the words. Checked at once (a word the list lacks costs one of the turn's
    /// attempts: the event says so) or, in challenge mode, left for the bots to challenge.
    pub fn tycoon_build(
        &self,
        game_id: String,
        words: Vec<TycoonWord>,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let words = words.iter().map(word_play).collect::<Result<Vec<_>, _>>()?;
            self.tycoon_act(&game_id, Action::Build { words })
        })
    }

    /// Buy the patent of `letter` (one of `buyable`) after my word.
    pub fn tycoon_buy_patent(
        &self,
        game_id: String,
        letter: String,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let trimmed = letter.trim();
            let mut chars = trimmed.chars();
            let l = match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => c.to_ascii_uppercase() as u8,
                _ => {
                    let shown = trimmed.chars().next().unwrap_or(' ');
                    let e = TycoonError::NotALetter(shown);
                    return Err(SlovoError::InvalidArgument(
                        crate::text::catalog().render(&e.message()),
                    ));
                }
            };
            self.tycoon_act(&game_id, Action::BuyPatent { letter: l })
        })
    }

    /// End my turn after a word, discarding these hand cards (any, or none) and drawing
    /// back to seven.
    pub fn tycoon_end_turn(
        &self,
        game_id: String,
        discard: Vec<i32>,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let discard = card_indices(&discard)?;
            self.tycoon_act(&game_id, Action::Finish { discard })
        })
    }

    /// Instead of a word: discard these hand cards and draw as many (none: pass).
    pub fn tycoon_exchange(
        &self,
        game_id: String,
        discard: Vec<i32>,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let discard = card_indices(&discard)?;
            self.tycoon_act(&game_id, Action::Exchange { discard })
        })
    }

    /// After a lost turn: discard this hand card (phase `Penalty`).
    pub fn tycoon_penalty_discard(
        &self,
        game_id: String,
        card: i32,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let card = card_indices(&[card])?[0];
            self.tycoon_act(&game_id, Action::PenaltyDiscard { card })
        })
    }

    /// Q patent, before building: replace this hand card with one from the deck.
    pub fn tycoon_replace_card(
        &self,
        game_id: String,
        card: i32,
    ) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| {
            let card = card_indices(&[card])?[0];
            self.tycoon_act(&game_id, Action::QReplace { card })
        })
    }

    /// Challenge mode: challenge the bot's waiting words (`pendingWords`).
    pub fn tycoon_challenge(&self, game_id: String) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| self.tycoon_act(&game_id, Action::Challenge { by: 0 }))
    }

    /// Challenge mode: let the bot's waiting words stand.
    pub fn tycoon_accept(&self, game_id: String) -> Result<TycoonEventInfo, SlovoError> {
        guard(|| self.tycoon_act(&game_id, Action::Accept))
    }

    /// Delete a Tycoon game.
    pub fn delete_tycoon_game(&self, game_id: String) -> Result<(), SlovoError> {
        guard(|| Ok(self.app.delete_tycoon_game(&game_id)?))
    }

    /// Let the bots act until I am to act or the game ends, on a worker thread (the caller
    /// suspends); returns what they did, in order. Cancelling does not stop them: their
    /// actions are saved and show in the next `tycoonScreen`.
    pub async fn run_tycoon_bots(
        &self,
        game_id: String,
    ) -> Result<Vec<TycoonEventInfo>, SlovoError> {
        let core = Slovo {
            app: Arc::clone(&self.app),
        };
        on_worker_thread(move || core.run_tycoon_bots_blocking(&game_id)).await?
    }
}
