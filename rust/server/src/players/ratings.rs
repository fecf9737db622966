//! Glicko-2 after a game: every rated player's game is one rating period against each other
//! rated player, with the pairwise results read off the final places (the better place wins,
//! a shared place is a draw; eliminated players are placed below everyone still in the game,
//! so an elimination is a loss to all of them).

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// Everyone starts at 1500 ± 350 with volatility 0.06 (Glickman's suggestion).
pub const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// [`START`] as shown with a name.
pub const START_BADGE: slovo_api::RatingBadge = slovo_api::RatingBadge {
    rating: START.rating,
    deviation: START.deviation,
    games: 0,
};

/// τ 0.5 (Glickman: "reasonable choices are between 0.3 and 1.2").
const CONFIG: Glicko2Config = Glicko2Config {
    tau: 0.5,
    convergence_tolerance: 0.000_001,
};

/// The ratings after a game of players with these ratings before it and these places
/// (1-based, shared when tied), in the same order. All are rated against the ratings before
/// the game, so the order of the players changes nothing.
pub fn after_game(players: &[(Glicko2Rating, u8)]) -> Vec<Glicko2Rating> {
    players
        .iter()
        .enumerate()
        .map(|(i, (rating, place))| {
            let results: Vec<(Glicko2Rating, Outcomes)> = players
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, (other, other_place))| (*other, outcome(*place, *other_place)))
                .collect();
            glicko2_rating_period(rating, &results, &CONFIG)
        })
        .collect()
}

fn outcome(place: u8, other: u8) -> Outcomes {
    match place.cmp(&other) {
        std::cmp::Ordering::Less => Outcomes::WIN,
        std::cmp::Ordering::Equal => Outcomes::DRAW,
        std::cmp::Ordering::Greater => Outcomes::LOSS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_raises_and_a_loss_lowers_by_the_same_amount_from_equal_ratings() {
        let after = after_game(&[(START, 1), (START, 2)]);
        assert!(after[0].rating > 1500.0 && after[1].rating < 1500.0);
        assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-9);
        assert!(after.iter().all(|r| r.deviation < 350.0));
    }

    #[test]
    fn a_shared_place_between_equals_changes_no_rating() {
        let after = after_game(&[(START, 1), (START, 1), (START, 3)]);
        assert!((after[0].rating - after[1].rating).abs() < 1e-9);
        assert!(after[0].rating > 1500.0, "both beat the third");
        assert!(after[2].rating < 1500.0);
    }
}
