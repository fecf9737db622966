//! Spans of time as a player reads them: a daily game's time left to move.

use crate::Message;

/// `ms` from now as time left: `2 h 5 min left`.
pub fn time_left(ms: i64) -> Message {
    Message::new("time-left").with("time", time_span(ms))
}

/// A span of `ms`, to the minute (`2 h 5 min`, `3 d`; under a minute, `1 min`): deadlines
/// of a day need no seconds.
pub fn time_span(ms: i64) -> Message {
    let minutes = (ms.max(0) + 59_999) / 60_000;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    if days > 0 {
        Message::new("time-days").with("days", days)
    } else if hours > 0 {
        Message::new("time-hours-minutes")
            .with("hours", hours)
            .with("minutes", minutes)
    } else {
        Message::new("time-minutes").with("minutes", minutes.max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Catalog, UiLang};

    #[test]
    fn spans_read_to_the_minute() {
        let en = Catalog::new(UiLang::En);
        let say = |ms| en.render(&time_left(ms));
        assert_eq!(say(3 * 86_400_000 + 5), "3 d left");
        assert_eq!(say(2 * 3_600_000 + 5 * 60_000), "2 h 5 min left");
        assert_eq!(say(61_000), "2 min left");
        assert_eq!(say(0), "1 min left");
    }
}
