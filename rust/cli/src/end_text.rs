//! The end of a game in the reader's language, as `slovo play` and `slovo online show` print
//! it: the viewer's result, why the game ended, and the ranking in rank order.

use slovo_app::{EndSummary, Headline};
use slovo_i18n::{Catalog, Message};

/// The lines of `end`, naming each player with `name`.
pub fn end_lines(catalog: &Catalog, end: &EndSummary, name: impl Fn(u8) -> String) -> Vec<String> {
    let names = |players: &[u8]| {
        players
            .iter()
            .map(|&p| name(p))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let headline = match &end.headline {
        Headline::Won => Message::new("end-you-won"),
        Headline::Drew { with } => Message::new("end-you-drew").with("others", names(with)),
        Headline::Lost { winners } => Message::new("end-you-lost")
            .with("winners", names(winners))
            .with("count", winners.len()),
    };
    let reason = slovo_i18n::end_reason(&end.reason, &name);
    let mut lines = vec![
        catalog.render(&headline),
        catalog.render(&Message::new("end-game-over").with("reason", reason)),
        catalog.text("end-ranking", &[]),
    ];
    for row in &end.ranking {
        let rank = Message::new("end-rank")
            .with("place", row.place)
            .with("name", name(row.player))
            .with("score", row.score);
        let mut line = format!("  {}", catalog.render(&rank));
        if let Some(detail) = row.detail(catalog) {
            line += &format!(" {detail}");
        }
        lines.push(line);
    }
    lines
}
