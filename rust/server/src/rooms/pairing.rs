//! Whom a seek is paired with: players of similar rating first, the range widening the
//! longer a seek waits. Two seeks may pair when their ratings (in the seek's language and
//! mode) differ by no more than the range of the one that has waited longer. Players of whom
//! one blocked the other are never put in one game.

use super::seek_storage::Seek;

/// The range a fresh seek accepts: ± this many rating points.
const FIRST_RANGE: f64 = 100.0;
/// Every this many milliseconds of waiting the range grows by [`RANGE_STEP`].
const STEP_MS: i64 = 10_000;
const RANGE_STEP: f64 = 100.0;
/// From this wait on, a seek accepts anyone: better a game than none.
const ANYONE_AFTER_MS: i64 = 60_000;

/// The rating difference a seek that has waited `waited_ms` accepts.
pub fn range(waited_ms: i64) -> f64 {
    if waited_ms >= ANYONE_AFTER_MS {
        f64::INFINITY
    } else {
        FIRST_RANGE + RANGE_STEP * (waited_ms.max(0) / STEP_MS) as f64
    }
}

/// The partners for `seek` (rated `rating`) among `candidates` (with their ratings) at `now`:
/// those within range, the closest-rated first (the older of equals), one seek per device,
/// as many as the game needs besides `seek` — or none when there are not enough. No two
/// players of a pair in `blocks` (blocker, blocked) are chosen together. They come back
/// oldest first (the oldest takes seat 0).
pub fn partners(
    seek: &Seek,
    rating: f64,
    candidates: Vec<(Seek, f64)>,
    blocks: &[(String, String)],
    now: i64,
) -> Vec<Seek> {
    let apart = |a: &str, b: &str| {
        blocks
            .iter()
            .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
    };
    let needed = (seek.players as usize).saturating_sub(1);
    let mut fit: Vec<(f64, Seek)> = candidates
        .into_iter()
        .filter(|(other, r)| {
            let waited = now - seek.created_at.min(other.created_at);
            (r - rating).abs() <= range(waited)
        })
        .map(|(other, r)| ((r - rating).abs(), other))
        .collect();
    fit.sort_by(|(da, a), (db, b)| {
        da.total_cmp(db)
            .then(a.created_at.cmp(&b.created_at))
            .then(a.id.cmp(&b.id))
    });
    let mut chosen: Vec<Seek> = Vec::new();
    for (_, other) in fit {
        let fits = !apart(&seek.device_id, &other.device_id)
            && !chosen
                .iter()
                .any(|c| c.device_id == other.device_id || apart(&c.device_id, &other.device_id));
        if chosen.len() < needed && fits {
            chosen.push(other);
        }
    }
    if chosen.len() < needed {
        return Vec::new();
    }
    chosen.sort_by(|a, b| a.created_at.cmp(&b.created_at).then(a.id.cmp(&b.id)));
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seek(id: &str, created_at: i64) -> Seek {
        Seek {
            id: id.into(),
            device_id: id.into(),
            mode: "quick".into(),
            language: "en".into(),
            players: 2,
            minutes: 10,
            created_at,
            expires_at: created_at + 120_000,
            room_id: None,
            family: "word".into(),
        }
    }

    #[test]
    fn the_range_widens_by_steps_then_opens() {
        assert_eq!(range(0), 100.0);
        assert_eq!(range(9_999), 100.0);
        assert_eq!(range(10_000), 200.0);
        assert_eq!(range(59_999), 600.0);
        assert!(range(60_000).is_infinite());
    }

    #[test]
    fn the_closest_rating_in_range_wins_over_the_oldest() {
        let me = seek("me", 1_000);
        let found = partners(
            &me,
            1580.0,
            vec![(seek("old", 0), 1500.0), (seek("near", 500), 1620.0)],
            &[],
            1_000,
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].id, "near");
    }

    #[test]
    fn out_of_range_until_someone_has_waited_long_enough() {
        let me = seek("me", 0);
        let far = || vec![(seek("far", 0), 1850.0)];
        assert!(partners(&me, 1500.0, far(), &[], 0).is_empty());
        assert!(partners(&me, 1500.0, far(), &[], 29_000).is_empty());
        assert_eq!(
            partners(&me, 1500.0, far(), &[], 30_000).len(),
            1,
            "± 400 after 30 s"
        );
    }

    #[test]
    fn blocked_players_are_never_chosen_together() {
        let mut me = seek("me", 0);
        me.players = 3;
        let others = || {
            vec![
                (seek("a", 0), 1500.0),
                (seek("b", 0), 1500.0),
                (seek("c", 0), 1500.0),
            ]
        };
        let ids = |found: Vec<Seek>| found.into_iter().map(|s| s.id).collect::<Vec<_>>();
        assert_eq!(ids(partners(&me, 1500.0, others(), &[], 0)), ["a", "b"]);
        let blocks = [("a".to_string(), "me".to_string())];
        assert_eq!(ids(partners(&me, 1500.0, others(), &blocks, 0)), ["b", "c"]);
        let blocks = [
            ("c".to_string(), "b".to_string()),
            ("me".to_string(), "a".to_string()),
        ];
        assert!(
            partners(&me, 1500.0, others(), &blocks, 0).is_empty(),
            "b and c stay apart"
        );
    }
}
